import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { idempotentAnswer } from '../../plugins/idempotency.ts';
import {
  AccountPaymentSchema,
  CreateAccountPaymentBodySchema,
  PaymentHeadersSchema,
  PaymentIdParamsSchema,
} from '../../schemas/account-payments.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  accountPaymentView,
  authorizeAccountPayment,
  type CreateAccountPaymentInput,
  createAccountPayment,
  createdAnswer,
  getAccountPayment,
  type PaymentApiCaller,
} from '../../services/accounts/account-payments.ts';
import type { ApiScope } from '../../services/api-keys/scopes.ts';
import { serverLivemode } from '../../services/payments/livemode.ts';
import { maintenanceRefusal, paymentRefusal } from '../../services/payments/payment-gate.ts';
import { requireActiveOwner } from './owner-hooks.ts';

const NOT_FOUND_TEXT =
  "A payment that does not exist, that is another customer's, from an account the access token was not given or of the other mode (test or live) answers the same 404.";
const NOT_FOUND_TEXT_FR =
  "Un paiement qui n'existe pas, qui appartient à un autre client, depuis un compte que le jeton d'accès n'a pas reçu ou de l'autre mode (test ou réel) répond le même 404.";

/** The payments of the public API (spec 001 §3 "Payment request", issue 17 item 3). */
const accountPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(AccountPaymentSchema);

  const requireOwner = (scope: ApiScope) => requireActiveOwner(app, scope);

  function paymentCaller(request: FastifyRequest): PaymentApiCaller {
    return {
      userId: request.user?.id ?? '',
      sharedAccountIds: request.oauth?.accountIds ?? null,
      livemode: request.livemode,
      serverLivemode: serverLivemode(app.config.PAYMENTS_MODE),
      credential: request.apiKey ? `key:${request.apiKey.id}` : `oauth:${request.oauth?.clientId ?? ''}`,
    };
  }

  async function notInMaintenance() {
    const refusal = maintenanceRefusal(await app.liveSettings.snapshot());
    if (refusal) throw refusal;
  }

  /** Maintenance for every payment; a payout also goes through GIMAC, paused with `interbank_transfers`. */
  async function mayPay(request: FastifyRequest) {
    // Runs after validation: the body is the route's.
    const body = request.body as CreateAccountPaymentInput;
    const settings = await app.liveSettings.snapshot();
    const refusal =
      body.destinationType === 'account'
        ? maintenanceRefusal(settings)
        : (paymentRefusal('account_payout', Number(body.amount), settings) ?? app.paymentBacklog.refusal());
    if (refusal) throw refusal;
  }

  app.post(
    '/api/v1/payments',
    {
      onRequest: requireOwner('payments:initiate'),
      preHandler: [mayPay, app.idempotent],
      schema: {
        operationId: 'createPayment',
        tags: ['Payments'],
        summary: 'Pay from an account to an account, a mobile wallet or a GIMAC bank',
        description:
          "Pays `amount` XAF from one of the caller's accounts (`sourceAccountId`; with an OAuth token, one the customer shared), per `destinationType`: `account` moves it to an account of the platform (`destinationAccountId` its id) as one balanced ledger transaction, so the money has moved when the answer arrives and `GET /api/v1/payments/{id}` says `success`; `mobile_wallet` (`destinationAccountId` the wallet number; `destinationParticipant` the GIMAC operator, needed outside Cameroon) and `gimac_bank` (`destinationAccountId` the account number; `destinationParticipant` the GIMAC bank code, required) are payouts: the amount leaves the source account at once and GIMAC delivers it from the platform's settlement bank, so GET says `pending`, then `success`, or `failed` with `failure` and the amount back on the source account. Answers the documented `paymentId`, `status` `pending` (accepted), `reference` and `estimatedCompletion`; webhooks `payment.created`, then `payment.completed` or `payment.failed`, carry the same `paymentId`. A business account's payment above the `payments.business_authorization_threshold` setting (1 000 000 XAF by default) answers `pending_authorization` and moves or sends nothing until `POST /api/v1/payments/authorize/{id}`. Refusals: 404 `account_not_found` for a source the caller may not use; 422 `transfer_insufficient_funds`, `transfer_source_not_active`, `transfer_destination_closed`; 400 naming `destinationAccountId` or `destinationParticipant` for an unknown, identical or malformed destination (an account that does not exist, a number of no GIMAC operator, an unknown bank or operator code, a missing participant); 503 while payouts are paused (`interbank_transfers` off). Send an `Idempotency-Key` to retry safely. The payment carries the caller's mode (`livemode`): test-mode payouts reach the GIMAC simulator, whose sandbox test numbers decide their outcome; on a live server a test-mode caller (`ob_test_` key, sandbox app) gets 403 `test_mode_moves_no_live_balances`, since account balances are real money there. Requires `payments:initiate`.",
        'x-fr': {
          summary: 'Payer d’un compte vers un compte, un portefeuille mobile ou une banque GIMAC',
          description:
            'Paie `amount` XAF depuis un des comptes de l’appelant (`sourceAccountId` ; avec un jeton OAuth, un compte que le client a partagé), selon `destinationType` : `account` le déplace vers un compte de la plateforme (`destinationAccountId` son identifiant) en une transaction équilibrée du grand livre, donc l’argent a bougé quand la réponse arrive et `GET /api/v1/payments/{id}` indique `success` ; `mobile_wallet` (`destinationAccountId` le numéro du portefeuille ; `destinationParticipant` l’opérateur GIMAC, nécessaire hors du Cameroun) et `gimac_bank` (`destinationAccountId` le numéro de compte ; `destinationParticipant` le code GIMAC de la banque, obligatoire) sont des paiements sortants : le montant quitte aussitôt le compte source et GIMAC le livre depuis la banque de règlement de la plateforme, donc GET indique `pending`, puis `success`, ou `failed` avec `failure` et le montant rendu au compte source. Renvoie les champs documentés `paymentId`, `status` `pending` (accepté), `reference` et `estimatedCompletion` ; les webhooks `payment.created`, puis `payment.completed` ou `payment.failed`, portent le même `paymentId`. Un paiement d’un compte professionnel au-delà du paramètre `payments.business_authorization_threshold` (1 000 000 XAF par défaut) répond `pending_authorization` et ne déplace ni n’envoie rien avant `POST /api/v1/payments/authorize/{id}`. Refus : 404 `account_not_found` pour un compte source que l’appelant ne peut pas utiliser ; 422 `transfer_insufficient_funds`, `transfer_source_not_active`, `transfer_destination_closed` ; 400 nommant `destinationAccountId` ou `destinationParticipant` pour une destination inconnue, identique ou mal formée (un compte qui n’existe pas, un numéro d’aucun opérateur GIMAC, un code de banque ou d’opérateur inconnu, un participant manquant) ; 503 tant que les paiements sortants sont suspendus (`interbank_transfers` désactivé). Envoyez une `Idempotency-Key` pour réessayer sans risque. Le paiement porte le mode de l’appelant (`livemode`) : les paiements sortants en mode test atteignent le simulateur GIMAC, dont les numéros de test du sandbox décident l’issue ; sur un serveur réel, un appelant en mode test (clé `ob_test_`, application sandbox) reçoit 403 `test_mode_moves_no_live_balances`, car les soldes des comptes y sont de l’argent réel. Exige `payments:initiate`.',
        },
        security: [{ bearerAuth: ['payments:initiate'] }],
        headers: PaymentHeadersSchema,
        body: CreateAccountPaymentBodySchema,
        response: { 201: Type.Ref('AccountPayment'), ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const payment = await createAccountPayment(
        app.db,
        paymentCaller(request),
        request.body,
        idempotentAnswer(request, 201, createdAnswer),
      );
      request.log.info({ reference: payment.reference, status: payment.status }, 'account payment created');
      return reply.code(201).send(createdAnswer(payment));
    },
  );

  app.get(
    '/api/v1/payments/:id',
    {
      onRequest: requireOwner('payments:initiate'),
      schema: {
        operationId: 'getPayment',
        tags: ['Payments'],
        summary: "Get a payment's status",
        description: `A payment made with \`POST /api/v1/payments\`: \`pending_authorization\` while it waits for its second approval; \`pending\` while a payout is on its way through GIMAC; \`success\` once the money reached its destination; \`failed\` for a payout the network refused, with \`failure\` (its code and message) and the amount back on the source account. Requires the \`payments:initiate\` scope. ${NOT_FOUND_TEXT}`,
        'x-fr': {
          summary: 'Obtenir le statut d’un paiement',
          description: `Un paiement fait avec \`POST /api/v1/payments\` : \`pending_authorization\` tant qu’il attend sa seconde approbation ; \`pending\` tant qu’un paiement sortant est en route via GIMAC ; \`success\` une fois l’argent arrivé à destination ; \`failed\` pour un paiement sortant que le réseau a refusé, avec \`failure\` (son code et son message) et le montant rendu au compte source. Exige la portée \`payments:initiate\`. ${NOT_FOUND_TEXT_FR}`,
        },
        security: [{ bearerAuth: ['payments:initiate'] }],
        params: PaymentIdParamsSchema,
        response: { 200: Type.Ref('AccountPayment'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => getAccountPayment(app.db, paymentCaller(request), request.params.id),
  );

  app.post(
    '/api/v1/payments/authorize/:id',
    {
      onRequest: requireOwner('payments:authorize'),
      preHandler: [notInMaintenance, app.idempotent],
      schema: {
        operationId: 'authorizePayment',
        tags: ['Payments'],
        summary: 'Authorize a business payment',
        description: `The second approval of a payment waiting in \`pending_authorization\`: the money moves now, in one transaction, and the payment answers \`success\` (a payout: the amount leaves the source account and the payment answers \`pending\` until GIMAC delivers it). Emits \`payment.authorized\`. The caller needs the \`payments:authorize\` scope on the source account (an API key of its owner, or an OAuth token the customer shared it with) and must be another API key or another app than the one that initiated the payment (403 \`payment_authorizer_is_initiator\`). 409 \`payment_not_awaiting_authorization\` once authorized; 422 \`transfer_insufficient_funds\` when the account no longer holds the amount (the payment keeps waiting). ${NOT_FOUND_TEXT}`,
        'x-fr': {
          summary: 'Autoriser un paiement professionnel',
          description: `La seconde approbation d’un paiement en \`pending_authorization\` : l’argent bouge alors, en une transaction, et le paiement répond \`success\` (un paiement sortant : le montant quitte le compte source et le paiement répond \`pending\` jusqu’à sa livraison par GIMAC). Émet \`payment.authorized\`. L’appelant doit détenir la portée \`payments:authorize\` sur le compte source (une clé API de son titulaire, ou un jeton OAuth avec lequel le client l’a partagé) et être une autre clé API ou une autre application que celle qui a initié le paiement (403 \`payment_authorizer_is_initiator\`). 409 \`payment_not_awaiting_authorization\` une fois autorisé ; 422 \`transfer_insufficient_funds\` quand le compte ne contient plus le montant (le paiement reste en attente). ${NOT_FOUND_TEXT_FR}`,
        },
        security: [{ bearerAuth: ['payments:authorize'] }],
        headers: PaymentHeadersSchema,
        params: PaymentIdParamsSchema,
        response: { 200: Type.Ref('AccountPayment'), ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      const authorized = await authorizeAccountPayment(
        app.db,
        paymentCaller(request),
        request.params.id,
        idempotentAnswer(request, 200, (payment) => accountPaymentView(payment, payment.status)),
      );
      return accountPaymentView(authorized, authorized.status);
    },
  );
};

export default accountPaymentRoutes;
