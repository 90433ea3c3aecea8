import type { Static } from 'typebox';
import { providerReason } from '../reasons.ts';
import { authorizedCall, withReference } from '../shared/authorized-call.ts';
import { probeHealth } from '../shared/health.ts';
import {
  basicAuth,
  callProvider,
  joinUrl,
  malformed,
  type ProviderAnswer,
  transientFromStatus,
} from '../shared/http.ts';
import { checkInitiateRequest, conforms, firstProblem } from '../shared/request-checks.ts';
import { sameSecret } from '../shared/secrets.ts';
import { readStatementPage, statementCalls, statementPageQuery } from '../shared/statement.ts';
import { TokenCache } from '../shared/token-cache.ts';
import type {
  CallbackInput,
  CallbackOutcome,
  ParsedCallback,
  PaymentProviderAdapter,
  ProviderAttempt,
  ProviderOutcome,
} from '../types.ts';
import {
  ORANGE_PATHS,
  OrangeErrorSchema,
  OrangeNotificationSchema,
  OrangeSettlementSchema,
  type OrangeStatusWordSchema,
  OrangeTokenResponseSchema,
  OrangeTransactionStatusResponseSchema,
  OrangeWebPaymentResponseSchema,
} from './protocol.ts';

export interface OrangeMoneySettings {
  baseUrl: () => string;
  clientId: string;
  clientSecret: string;
  merchantKey: string;
  /** Shown to the payer on Orange's page (the `reference` field). */
  merchantName: string;
  /** Where Orange's page sends the payer's browser afterwards. */
  returnUrl: () => string;
  cancelUrl: () => string;
  /** Reported by health(): "sandbox" or "production". */
  environment: string;
  timeoutMs: number;
  /** Sandbox only: pass the payer's number so the simulator completes its page step (see protocol.ts). */
  sendPayerNumber: boolean;
  callbackUrl?: ((reference: string) => string | undefined) | undefined;
}

type OrangeStatusWord = Static<typeof OrangeStatusWordSchema>;

/** Orange Money WebPay: web payment, payment page, notification with notif_token, status confirmation. */
export function createOrangeMoneyAdapter(settings: OrangeMoneySettings): PaymentProviderAdapter {
  const url = (path: string) => joinUrl(settings.baseUrl(), path);

  async function requestToken() {
    const result = await callProvider({
      method: 'POST',
      url: url(ORANGE_PATHS.token),
      headers: {
        Authorization: basicAuth(settings.clientId, settings.clientSecret),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      timeoutMs: settings.timeoutMs,
    });
    if (!result.ok) return result.failure;
    if (result.status !== 200) return transientFromStatus(result);
    if (!conforms(OrangeTokenResponseSchema, result.json)) {
      return malformed(`Orange token answer: ${firstProblem(OrangeTokenResponseSchema, result.json)}`, result);
    }
    return { ok: true as const, token: result.json.access_token, expiresInSeconds: result.json.expires_in };
  }
  const tokens = new TokenCache(requestToken);

  function outcomeOfStatus(
    status: OrangeStatusWord,
    reason: string | undefined,
    txnid: string | null | undefined,
    attempt: ProviderAttempt,
  ): ProviderOutcome {
    switch (status) {
      case 'INITIATED':
      case 'PENDING': {
        const paymentUrl = attempt.providerData.paymentUrl;
        return {
          kind: 'pending',
          attempt,
          providerStatus: status,
          ...(status === 'INITIATED' && paymentUrl
            ? { nextAction: { type: 'redirect' as const, url: paymentUrl } }
            : {}),
        };
      }
      case 'SUCCESS':
        return { kind: 'succeeded', attempt, providerStatus: status, providerTransactionId: txnid ?? undefined };
      case 'FAILED':
      case 'EXPIRED':
        return {
          kind: 'failed',
          attempt,
          providerReference: attempt.providerReference,
          providerStatus: status,
          reason: providerReason(reason ?? status),
        };
    }
  }

  async function fetchStatus(attempt: ProviderAttempt): Promise<ProviderOutcome> {
    const result = await authorizedCall(tokens, (token) => ({
      method: 'POST',
      url: url(ORANGE_PATHS.transactionStatus),
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        order_id: attempt.reference,
        amount: attempt.amount,
        pay_token: attempt.providerReference,
      }),
      timeoutMs: settings.timeoutMs,
    }));
    if (!result.ok) return withReference(result.failure, attempt.providerReference);
    if (result.status !== 200 && result.status !== 201) return transientFromStatus(result, attempt.providerReference);
    const body = result.json;
    if (!conforms(OrangeTransactionStatusResponseSchema, body)) {
      return malformed(
        `Orange status answer: ${firstProblem(OrangeTransactionStatusResponseSchema, body)}`,
        result,
        attempt.providerReference,
      );
    }
    if (body.order_id !== attempt.reference) {
      return malformed('Orange reports another order_id for this pay_token', result, attempt.providerReference);
    }
    return outcomeOfStatus(body.status, body.reason, body.txnid, attempt);
  }

  function parseCallback(input: CallbackInput): ParsedCallback {
    const body = input.body;
    if (!conforms(OrangeNotificationSchema, body)) {
      return { ok: false, message: `Not an Orange notification: ${firstProblem(OrangeNotificationSchema, body)}` };
    }
    const claimed =
      body.status === 'SUCCESS' ? 'succeeded' : ['FAILED', 'EXPIRED'].includes(body.status) ? 'failed' : 'pending';
    return {
      ok: true,
      providerStatus: body.status,
      claimed,
      reason: claimed === 'failed' ? providerReason(body.reason ?? body.status) : undefined,
      providerTransactionId: body.txnid ?? undefined,
    };
  }

  function creationFailure(answer: ProviderAnswer): ProviderOutcome {
    if (answer.status === 400 || answer.status === 409 || answer.status === 422) {
      const error = conforms(OrangeErrorSchema, answer.json) ? answer.json : null;
      const code =
        error && typeof error.code === 'string' && /^[A-Z_]+$/.test(error.code) ? error.code : 'INVALID_REQUEST';
      return { kind: 'failed', reason: providerReason(code, error?.description ?? error?.message) };
    }
    return transientFromStatus(answer);
  }

  return {
    code: 'orange',

    async initiate(request) {
      const invalid = checkInitiateRequest(request);
      if (invalid) return invalid;
      const notifUrl = request.callbackUrl ?? settings.callbackUrl?.(request.reference);
      if (!notifUrl) {
        return { kind: 'failed', reason: providerReason('INVALID_REQUEST', 'Orange needs a notification URL') };
      }
      const body = {
        merchant_key: settings.merchantKey,
        currency: request.currency,
        order_id: request.reference,
        amount: request.amount,
        return_url: settings.returnUrl(),
        cancel_url: settings.cancelUrl(),
        notif_url: notifUrl,
        lang: request.lang ?? 'fr',
        reference: settings.merchantName,
        ...(settings.sendPayerNumber ? { subscriber_msisdn: request.phone } : {}),
      };
      const result = await authorizedCall(tokens, (token) => ({
        method: 'POST',
        url: url(ORANGE_PATHS.webPayment),
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: settings.timeoutMs,
      }));
      if (!result.ok) return result.failure;
      if (result.status !== 201 && result.status !== 200) return creationFailure(result);
      if (!conforms(OrangeWebPaymentResponseSchema, result.json)) {
        return malformed(
          `Orange web payment answer: ${firstProblem(OrangeWebPaymentResponseSchema, result.json)}`,
          result,
        );
      }
      const created = result.json;
      const attempt: ProviderAttempt = {
        provider: 'orange',
        reference: request.reference,
        providerReference: created.pay_token,
        amount: request.amount,
        currency: request.currency,
        providerData: { notifToken: created.notif_token, paymentUrl: created.payment_url },
      };
      return {
        kind: 'pending',
        attempt,
        providerStatus: 'INITIATED',
        nextAction: { type: 'redirect', url: created.payment_url },
      };
    },

    fetchStatus,

    async lookup(attempt) {
      if (attempt.providerReference) return fetchStatus({ ...attempt, providerReference: attempt.providerReference });
      // Orange's status call needs the pay_token its answer carries, and Orange has no search by
      // order_id. No money moves until the payer confirms on the page, and Orange keeps one web
      // payment per order_id (the sandbox answers a resend with the same pay_token): resending
      // the identical request is how the engine learns what Orange holds.
      return { kind: 'unknown' };
    },

    parseCallback,

    async confirmCallback(input, attempt): Promise<CallbackOutcome> {
      const parsed = parseCallback(input);
      if (!parsed.ok) return { kind: 'rejected', message: parsed.message };
      const body = input.body as Static<typeof OrangeNotificationSchema>;
      const expected = attempt.providerData.notifToken;
      // The notif_token is the only proof the notification comes from Orange and is about this payment.
      if (!expected || !sameSecret(body.notif_token, expected)) {
        return { kind: 'rejected', message: 'The notif_token does not match this payment' };
      }
      return fetchStatus(attempt);
    },

    health() {
      return probeHealth('orange', settings.environment, async () => {
        // A fresh token request (not the cached one) proves the credentials and the service today.
        const token = await requestToken();
        if (!('ok' in token)) return { status: 'down', message: token.message, services: [] };
        return {
          status: 'up',
          message: 'Orange Money WebPay answers',
          services: ['Web payment', 'Transaction status'],
          serviceCodes: ['WEB_PAYMENT', 'TRANSACTION_STATUS'],
        };
      });
    },

    ...statementCalls('orange', async (date, page) => {
      const result = await authorizedCall(tokens, (token) => ({
        method: 'GET',
        url: url(`${ORANGE_PATHS.settlement(date)}${statementPageQuery(page)}`),
        headers: { Authorization: `Bearer ${token}` },
        timeoutMs: settings.timeoutMs,
      }));
      return readStatementPage('orange', date, result, OrangeSettlementSchema, (answer) => ({
        entries: answer.transactions.map((transaction) => ({
          providerReference: transaction.pay_token,
          reference: transaction.order_id,
          providerTransactionId: transaction.txnid,
          amount: transaction.amount,
          settledAt: transaction.settled_at,
        })),
        count: answer.count,
        totalAmount: answer.total_amount,
        nextCursor: answer.next_cursor,
      }));
    }),
  };
}
