import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import {
  GIMAC_BANKS,
  GIMAC_MOBILE_OPERATORS,
  type GimacMobileOperator,
  gimacBank,
  gimacMobileOperator,
} from '../catalog.ts';
import { providerReason } from '../reasons.ts';
import type { CallbackBuilder } from '../sandbox/callbacks.ts';
import {
  acceptFormBodies,
  basicCredentials,
  bearerToken,
  providerErrors,
  randomCode,
  type SandboxContext,
} from '../sandbox/http.ts';
import { planFor, scenarioFor } from '../sandbox/scenarios.ts';
import { settledStatementPage } from '../sandbox/statement-pages.ts';
import {
  claimOneTimeFault,
  countRepeatedRequest,
  findByMerchantReference,
  findByProviderReference,
  insertTransaction,
  issueToken,
  phaseOf,
  type SandboxTransaction,
  tokenIsValid,
} from '../sandbox/store.ts';
import { sameSecret } from '../shared/secrets.ts';
import { StatementPageQuerySchema } from '../shared/statement.ts';
import { checkGimacWalletPhone } from '../wallet-phone.ts';
import { GIMAC_PATHS, GIMAC_SIGNATURE_HEADER, GIMAC_TIMESTAMP_HEADER, GimacCreateTransferSchema } from './protocol.ts';
import { signCallback } from './signature.ts';

type CreateTransfer = Static<typeof GimacCreateTransferSchema>;

export const GIMAC_SANDBOX_SERVICES = [
  { code: 'BANK_TO_WALLET', name: 'Bank to wallet transfers' },
  { code: 'WALLET_TO_WALLET', name: 'Wallet to wallet transfers' },
  { code: 'TRANSFER_STATUS', name: 'Transfer status' },
  { code: 'PARTICIPANTS', name: 'Participant directory' },
  { code: 'SETTLEMENT', name: 'Settlement reports' },
] as const;

type TransferType = CreateTransfer['type'];
type TransferKind = 'bank_to_wallet' | 'wallet_to_wallet' | 'bank_to_bank';

const KIND_OF: Record<TransferType, TransferKind> = {
  BANK_TO_WALLET: 'bank_to_wallet',
  WALLET_TO_WALLET: 'wallet_to_wallet',
  BANK_TO_BANK: 'bank_to_bank',
};

/** The protocol's transfer type of a stored sandbox transaction. */
function typeOf(kind: SandboxTransaction['kind']): TransferType {
  return kind === 'bank_to_bank' ? 'BANK_TO_BANK' : kind === 'bank_to_wallet' ? 'BANK_TO_WALLET' : 'WALLET_TO_WALLET';
}

/** A transfer as GIMAC shows it (create, read and callback). */
export function gimacTransfer(transaction: SandboxTransaction) {
  const final = phaseOf(transaction) === 'final';
  const failed = final && transaction.outcome === 'failed';
  const status = !final ? 'PENDING' : failed ? 'FAILED' : 'COMPLETED';
  const reason = failed && transaction.reason ? providerReason(transaction.reason) : null;
  return {
    transfer_id: transaction.providerReference,
    external_reference: transaction.merchantReference,
    type: typeOf(transaction.kind),
    status,
    reason_code: reason?.code ?? null,
    reason_message: reason?.message ?? null,
    amount: transaction.amount,
    currency: transaction.currency,
    sender: transaction.request.sender,
    receiver: transaction.request.receiver,
    description: (transaction.request.description as string | undefined) ?? null,
    created_at: transaction.createdAt.toISOString(),
    updated_at: (final ? transaction.settlesAt : transaction.createdAt).toISOString(),
    completed_at: final ? transaction.settlesAt.toISOString() : null,
  };
}

/** GIMAC signs each callback with the client secret over "<timestamp>.<body>". */
export function gimacCallback(clientSecret: string): CallbackBuilder {
  return (transaction) => {
    const body = JSON.stringify(gimacTransfer(transaction));
    const timestamp = Math.floor(Date.now() / 1000);
    return {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [GIMAC_TIMESTAMP_HEADER]: String(timestamp),
        [GIMAC_SIGNATURE_HEADER]: signCallback(clientSecret, timestamp, body),
      },
      body,
    };
  };
}

const gimacError = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

function walletNumberFits(operator: GimacMobileOperator, msisdn: string): boolean {
  return checkGimacWalletPhone(msisdn, operator.code).ok;
}

/** The fields that make two creation requests the same transfer. */
function fingerprint(transfer: Pick<CreateTransfer, 'type' | 'amount' | 'sender' | 'receiver'>): string {
  const { sender, receiver } = transfer;
  return JSON.stringify([
    transfer.type,
    transfer.amount,
    sender.participant_code,
    sender.account_number ?? null,
    sender.msisdn ?? null,
    receiver.participant_code,
    receiver.msisdn ?? null,
    receiver.account_number ?? null,
  ]);
}

/** The sending side against the participant directory: an error answer or null. */
function senderProblem(body: CreateTransfer): { status: number; body: unknown } | null {
  if (body.type === 'WALLET_TO_WALLET') {
    const sender = gimacMobileOperator(body.sender.participant_code);
    if (!sender) return gimacError(422, 'UNKNOWN_PARTICIPANT', `${body.sender.participant_code} is not a GIMAC wallet`);
    if (!body.sender.msisdn)
      return gimacError(400, 'INVALID_REQUEST', 'sender.msisdn is required for WALLET_TO_WALLET');
    if (!walletNumberFits(sender, body.sender.msisdn)) {
      return gimacError(422, 'INVALID_SENDER', `sender.msisdn is not a ${sender.name} number in ${sender.country}`);
    }
    return null;
  }
  if (!gimacBank(body.sender.participant_code)) {
    return gimacError(422, 'UNKNOWN_PARTICIPANT', `${body.sender.participant_code} is not a GIMAC bank`);
  }
  if (!body.sender.account_number) {
    return gimacError(400, 'INVALID_REQUEST', `sender.account_number is required for ${body.type}`);
  }
  return null;
}

/** The receiving side: a bank and an account number for BANK_TO_BANK, else a wallet and its number. */
function receiverProblem(body: CreateTransfer): { status: number; body: unknown } | null {
  const code = body.receiver.participant_code;
  if (body.type === 'BANK_TO_BANK') {
    if (!gimacBank(code)) return gimacError(422, 'UNKNOWN_PARTICIPANT', `${code} is not a GIMAC bank`);
    if (!body.receiver.account_number) {
      return gimacError(400, 'INVALID_REQUEST', 'receiver.account_number is required for BANK_TO_BANK');
    }
    return null;
  }
  const receiver = gimacMobileOperator(code);
  if (!receiver) return gimacError(422, 'UNKNOWN_PARTICIPANT', `${code} is not a GIMAC wallet`);
  if (!body.receiver.msisdn) return gimacError(400, 'INVALID_REQUEST', `receiver.msisdn is required for ${body.type}`);
  if (!walletNumberFits(receiver, body.receiver.msisdn)) {
    return gimacError(
      422,
      'INVALID_RECEIVER',
      `receiver.msisdn is not a ${receiver.name} number in ${receiver.country}`,
    );
  }
  return null;
}

/** Checks both ends of a transfer against the participant directory; an error answer or null. */
function participantProblem(body: CreateTransfer): { status: number; body: unknown } | null {
  return senderProblem(body) ?? receiverProblem(body);
}

/**
 * The number whose last two digits pick the sandbox scenario: the payer's, as the developer docs
 * say. The receiving wallet for bank-to-wallet, the sending one for wallet-to-wallet, and the
 * receiving account number for bank-to-bank (the platform's own account always sends).
 */
function decisiveNumber(body: CreateTransfer): string {
  switch (body.type) {
    case 'BANK_TO_WALLET':
      return body.receiver.msisdn ?? '';
    case 'WALLET_TO_WALLET':
      return body.sender.msisdn ?? '';
    case 'BANK_TO_BANK':
      return body.receiver.account_number ?? '';
  }
}

/**
 * GIMAC simulator, mounted at /sandbox/gimac: the API designed in docs/design/payment-providers.md
 * ("GIMAC API"): token, status, participants, transfers, settlements and signed callbacks.
 */
export function gimacSimulator(context: SandboxContext): FastifyPluginAsyncTypebox {
  const { db } = context;
  const credentials = context.credentials.gimac;

  return async (app) => {
    acceptFormBodies(app);
    providerErrors(app, (status, message) =>
      status === 404
        ? gimacError(404, 'NOT_FOUND', message)
        : status >= 500
          ? gimacError(500, 'INTERNAL_ERROR', 'Internal error')
          : gimacError(status, 'INVALID_REQUEST', message),
    );

    async function authorize(request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token || !(await tokenIsValid(db, 'gimac', token))) {
        const answer = gimacError(401, 'UNAUTHORIZED', 'Missing, invalid or expired access token');
        return reply.code(answer.status).send(answer.body);
      }
    }

    app.post(GIMAC_PATHS.token, { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const basic = basicCredentials(request);
      const clientId = basic?.user ?? String(form.client_id ?? '');
      const secret = basic?.password ?? String(form.client_secret ?? '');
      if (clientId !== credentials.clientId || !sameSecret(secret, credentials.clientSecret)) {
        return reply
          .code(401)
          .send({ error: 'invalid_client', error_description: 'The client credentials are invalid' });
      }
      if (form.grant_type !== 'client_credentials') {
        return reply
          .code(400)
          .send({ error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
      }
      const { token, expiresIn } = await issueToken(db, 'gimac', clientId);
      return reply.code(200).send({
        access_token: token,
        token_type: 'Bearer',
        expires_in: expiresIn,
        scope: 'transfers participants status',
      });
    });

    app.get(GIMAC_PATHS.status, { schema: { hide: true }, preHandler: authorize }, async () => ({
      status: 'UP',
      environment: 'SANDBOX',
      message: 'GIMAC sandbox: all services operational',
      services: GIMAC_SANDBOX_SERVICES.map((service) => ({ ...service, status: 'UP' })),
      timestamp: new Date().toISOString(),
    }));

    app.get(
      GIMAC_PATHS.participants,
      {
        schema: {
          hide: true,
          querystring: Type.Object({
            country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
            type: Type.Optional(Type.Union([Type.Literal('BANK'), Type.Literal('WALLET')])),
          }),
        },
        preHandler: authorize,
      },
      async (request) => {
        const { country, type } = request.query;
        const participants = [
          ...GIMAC_BANKS.map((bank) => ({
            code: bank.code,
            name: bank.name,
            type: 'BANK' as const,
            country: bank.country,
          })),
          ...GIMAC_MOBILE_OPERATORS.map((operator) => ({
            code: operator.code,
            name: operator.name,
            type: 'WALLET' as const,
            country: operator.country,
          })),
        ]
          .filter(
            (participant) => (!country || participant.country === country) && (!type || participant.type === type),
          )
          .map((participant) => ({ ...participant, currency: 'XAF' }));
        return { data: participants };
      },
    );

    app.post(
      GIMAC_PATHS.transfers,
      { schema: { hide: true, body: GimacCreateTransferSchema }, preHandler: authorize },
      async (request, reply) => {
        const body = request.body;
        if (body.callback_url !== undefined && !context.callbackAllowed(body.callback_url)) {
          const answer = gimacError(
            400,
            'INVALID_CALLBACK_URL',
            'callback_url must be on the host registered for this client',
          );
          return reply.code(answer.status).send(answer.body);
        }
        const problem = participantProblem(body);
        if (problem) return reply.code(problem.status).send(problem.body);
        const existing = await findByMerchantReference(db, 'gimac', body.external_reference);
        if (existing) {
          await countRepeatedRequest(db, 'gimac', { merchant_reference: body.external_reference });
          const stored = {
            type: typeOf(existing.kind),
            amount: existing.amount,
            sender: existing.request.sender,
            receiver: existing.request.receiver,
          } as Pick<CreateTransfer, 'type' | 'amount' | 'sender' | 'receiver'>;
          if (fingerprint(stored) === fingerprint(body)) return reply.code(200).send(gimacTransfer(existing));
          const answer = gimacError(
            409,
            'DUPLICATE_EXTERNAL_REFERENCE',
            'external_reference was used for another transfer',
          );
          return reply.code(answer.status).send(answer.body);
        }
        const decisive = decisiveNumber(body);
        const scenario = scenarioFor(decisive, body.amount);
        const plan = planFor('gimac', scenario, context.timeoutSeconds);
        if (plan.serverErrorOnce && (await claimOneTimeFault(db, 'gimac', body.external_reference))) {
          const answer = gimacError(500, 'INTERNAL_ERROR', 'Temporary processing error, retry the request');
          return reply.code(answer.status).send(answer.body);
        }
        const transferId = `GMC${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${randomCode(10)}`;
        const created = await insertTransaction(db, {
          provider: 'gimac',
          providerReference: transferId,
          merchantReference: body.external_reference,
          kind: KIND_OF[body.type],
          amount: body.amount,
          currency: body.currency,
          msisdn: decisive,
          scenario,
          plan,
          providerTransactionId: transferId,
          request: { sender: body.sender, receiver: body.receiver, description: body.description },
          callbackUrl: body.callback_url ?? null,
          callbackMaxAttempts: 5,
        });
        if (!created) {
          await countRepeatedRequest(db, 'gimac', { merchant_reference: body.external_reference });
          const answer = gimacError(
            409,
            'DUPLICATE_EXTERNAL_REFERENCE',
            'external_reference was used for another transfer',
          );
          return reply.code(answer.status).send(answer.body);
        }
        if (plan.settleAfterSeconds === 0) context.callbacks.kick();
        return reply.code(201).send(gimacTransfer(created));
      },
    );

    app.get(
      GIMAC_PATHS.transfers,
      {
        schema: { hide: true, querystring: Type.Object({ external_reference: Type.String({ minLength: 1 }) }) },
        preHandler: authorize,
      },
      async (request) => {
        const transaction = await findByMerchantReference(db, 'gimac', request.query.external_reference);
        return { data: transaction ? [gimacTransfer(transaction)] : [] };
      },
    );

    app.get(
      '/v1/transfers/:transferId',
      { schema: { hide: true, params: Type.Object({ transferId: Type.String() }) }, preHandler: authorize },
      async (request, reply) => {
        const transaction = await findByProviderReference(db, 'gimac', request.params.transferId);
        if (!transaction) {
          const answer = gimacError(404, 'TRANSFER_NOT_FOUND', 'No transfer has this transfer_id');
          return reply.code(answer.status).send(answer.body);
        }
        return gimacTransfer(transaction);
      },
    );

    app.get(
      '/v1/settlements/:date',
      {
        schema: { hide: true, params: Type.Object({ date: Type.String() }), querystring: StatementPageQuerySchema },
        preHandler: authorize,
      },
      async (request, reply) => {
        const { date } = request.params;
        if (!isCalendarDate(date)) {
          const answer = gimacError(400, 'INVALID_REQUEST', 'date must be YYYY-MM-DD');
          return reply.code(answer.status).send(answer.body);
        }
        const page = await settledStatementPage(db, 'gimac', date, request.query);
        if (!page.ok) {
          const answer = gimacError(400, 'INVALID_CURSOR', page.message);
          return reply.code(answer.status).send(answer.body);
        }
        return {
          date,
          currency: 'XAF',
          entries: page.transactions.map((transaction) => ({
            transfer_id: transaction.providerReference,
            external_reference: transaction.merchantReference,
            type: typeOf(transaction.kind),
            amount: transaction.amount,
            settled_at: transaction.settlesAt.toISOString(),
          })),
          count: page.count,
          total_amount: page.total,
          next_cursor: page.nextCursor,
        };
      },
    );
  };
}
