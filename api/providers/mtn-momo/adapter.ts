import { randomUUID } from 'node:crypto';
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
import { readStatementPage, statementCalls, statementPageQuery } from '../shared/statement.ts';
import { TokenCache } from '../shared/token-cache.ts';
import type {
  CallbackInput,
  CallbackOutcome,
  FailedOutcome,
  ParsedCallback,
  PaymentProviderAdapter,
  ProviderAttempt,
  ProviderOutcome,
  ProviderReason,
} from '../types.ts';
import {
  MTN_PATHS,
  MtnBalanceSchema,
  MtnErrorSchema,
  type MtnReasonSchema,
  MtnRequestToPayResultSchema,
  MtnSettlementSchema,
  MtnTokenResponseSchema,
} from './protocol.ts';

export interface MtnMomoSettings {
  /** Read on every call: in sandbox mode it follows the port the server actually listens on. */
  baseUrl: () => string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  timeoutMs: number;
  /** The callback URL used when a request names none. */
  callbackUrl?: ((reference: string) => string | undefined) | undefined;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function reasonOf(reason: Static<typeof MtnReasonSchema> | undefined): ProviderReason {
  if (reason === undefined) return providerReason('COULD_NOT_PERFORM_TRANSACTION');
  return typeof reason === 'string' ? providerReason(reason) : providerReason(reason.code, reason.message);
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : text.slice(0, length);
}

/** MTN MoMo Collection: request to pay, status polling, callbacks, balance as a health probe. */
export function createMtnMomoAdapter(settings: MtnMomoSettings): PaymentProviderAdapter {
  const url = (path: string) => joinUrl(settings.baseUrl(), path);
  const common = () => ({
    'Ocp-Apim-Subscription-Key': settings.subscriptionKey,
    'X-Target-Environment': settings.targetEnvironment,
  });

  const tokens = new TokenCache(async () => {
    const result = await callProvider({
      method: 'POST',
      url: url(MTN_PATHS.token),
      headers: {
        Authorization: basicAuth(settings.apiUser, settings.apiKey),
        'Ocp-Apim-Subscription-Key': settings.subscriptionKey,
      },
      timeoutMs: settings.timeoutMs,
    });
    if (!result.ok) return result.failure;
    if (result.status !== 200) return transientFromStatus(result);
    if (!conforms(MtnTokenResponseSchema, result.json)) {
      return malformed(`MTN token answer: ${firstProblem(MtnTokenResponseSchema, result.json)}`, result);
    }
    return { ok: true, token: result.json.access_token, expiresInSeconds: result.json.expires_in };
  });

  function outcomeOf(answer: ProviderAnswer, attempt: ProviderAttempt): ProviderOutcome {
    const body = answer.json;
    if (!conforms(MtnRequestToPayResultSchema, body)) {
      return malformed(
        `MTN status answer: ${firstProblem(MtnRequestToPayResultSchema, body)}`,
        answer,
        attempt.providerReference,
      );
    }
    // A status for another amount or payment is not an answer about ours, whatever it says.
    if (Number(body.amount) !== attempt.amount || body.currency !== attempt.currency) {
      return malformed('MTN reports another amount or currency for this reference', answer, attempt.providerReference);
    }
    if (body.externalId !== undefined && body.externalId !== attempt.reference) {
      return malformed('MTN reports another externalId for this reference', answer, attempt.providerReference);
    }
    switch (body.status) {
      case 'PENDING':
        return { kind: 'pending', attempt, providerStatus: body.status };
      case 'SUCCESSFUL':
        return {
          kind: 'succeeded',
          attempt,
          providerStatus: body.status,
          providerTransactionId: body.financialTransactionId,
        };
      case 'FAILED':
        return {
          kind: 'failed',
          attempt,
          providerReference: attempt.providerReference,
          providerStatus: body.status,
          reason: reasonOf(body.reason),
        };
    }
  }

  async function fetchStatus(attempt: ProviderAttempt): Promise<ProviderOutcome> {
    const result = await authorizedCall(tokens, (token) => ({
      method: 'GET',
      url: url(MTN_PATHS.requestToPayStatus(attempt.providerReference)),
      headers: { ...common(), Authorization: `Bearer ${token}` },
      timeoutMs: settings.timeoutMs,
    }));
    if (!result.ok) return withReference(result.failure, attempt.providerReference);
    if (result.status !== 200) return transientFromStatus(result, attempt.providerReference);
    return outcomeOf(result, attempt);
  }

  function parseCallback(input: CallbackInput): ParsedCallback {
    const body = input.body;
    if (!conforms(MtnRequestToPayResultSchema, body)) {
      return {
        ok: false,
        message: `Not an MTN request-to-pay result: ${firstProblem(MtnRequestToPayResultSchema, body)}`,
      };
    }
    const claimed = body.status === 'SUCCESSFUL' ? 'succeeded' : body.status === 'FAILED' ? 'failed' : 'pending';
    return {
      ok: true,
      providerStatus: body.status,
      claimed,
      reason: body.status === 'FAILED' ? reasonOf(body.reason) : undefined,
      reference: body.externalId,
      providerTransactionId: body.financialTransactionId,
    };
  }

  return {
    code: 'mtn',

    async initiate(request) {
      const invalid = checkInitiateRequest(request);
      if (invalid) return invalid;
      const providerReference = request.providerReference ?? randomUUID();
      if (!UUID_V4.test(providerReference)) {
        return { kind: 'failed', reason: providerReason('INVALID_REQUEST', 'providerReference must be a UUIDv4') };
      }
      const attempt: ProviderAttempt = {
        provider: 'mtn',
        reference: request.reference,
        providerReference,
        amount: request.amount,
        currency: request.currency,
        providerData: {},
      };
      const callbackUrl = request.callbackUrl ?? settings.callbackUrl?.(request.reference);
      const body = JSON.stringify({
        amount: String(request.amount),
        currency: request.currency,
        externalId: request.reference,
        payer: { partyIdType: 'MSISDN', partyId: request.phone },
        payerMessage: truncate(request.description?.trim() || `Payment ${request.reference}`, 160),
        payeeNote: truncate(request.reference, 160),
      });
      const result = await authorizedCall(tokens, (token) => ({
        method: 'POST',
        url: url(MTN_PATHS.requestToPay),
        headers: {
          ...common(),
          Authorization: `Bearer ${token}`,
          'X-Reference-Id': providerReference,
          'Content-Type': 'application/json',
          ...(callbackUrl ? { 'X-Callback-Url': callbackUrl } : {}),
        },
        body,
        timeoutMs: settings.timeoutMs,
      }));
      if (!result.ok) return withReference(result.failure, providerReference);
      if (result.status >= 200 && result.status < 300) {
        return { kind: 'pending', attempt, providerStatus: 'PENDING' };
      }
      // The same X-Reference-Id was already accepted: an earlier send got through. Ask where it stands.
      if (result.status === 409) return fetchStatus(attempt);
      if (result.status === 400 || result.status === 422) {
        const error = conforms(MtnErrorSchema, result.json) ? result.json : null;
        const failed: FailedOutcome = {
          kind: 'failed',
          providerReference,
          reason: providerReason(error?.code ?? 'INVALID_REQUEST', error?.message),
        };
        return failed;
      }
      return transientFromStatus(result, providerReference);
    },

    fetchStatus,

    async lookup(attempt) {
      // The engine draws the X-Reference-Id before the first send: without one nothing was sent.
      if (!attempt.providerReference) return { kind: 'unknown' };
      const outcome = await fetchStatus({ ...attempt, providerReference: attempt.providerReference });
      // MTN creates the request-to-pay before answering 202: a 404 means it never received it.
      return outcome.kind === 'transient' && outcome.problem === 'not_found' ? { kind: 'unknown' } : outcome;
    },

    parseCallback,

    async confirmCallback(input, attempt): Promise<CallbackOutcome> {
      const parsed = parseCallback(input);
      if (!parsed.ok) return { kind: 'rejected', message: parsed.message };
      if (parsed.reference !== undefined && parsed.reference !== attempt.reference) {
        return { kind: 'rejected', message: 'The callback is about another payment (externalId differs)' };
      }
      // MTN does not sign callbacks: believe only what MTN says when asked directly.
      return fetchStatus(attempt);
    },

    health() {
      return probeHealth('mtn', settings.targetEnvironment, async () => {
        const result = await authorizedCall(tokens, (token) => ({
          method: 'GET',
          url: url(MTN_PATHS.balance),
          headers: { ...common(), Authorization: `Bearer ${token}` },
          timeoutMs: settings.timeoutMs,
        }));
        if (!result.ok) return { status: 'down', message: result.failure.message, services: [] };
        if (result.status !== 200)
          return { status: 'down', message: transientFromStatus(result).message, services: [] };
        if (!conforms(MtnBalanceSchema, result.json)) {
          return { status: 'down', message: 'MTN answered the balance call with an unexpected body', services: [] };
        }
        return {
          status: 'up',
          message: 'MTN MoMo Collection answers',
          services: ['Request to pay', 'Payment status', 'Account balance'],
          serviceCodes: ['REQUEST_TO_PAY', 'PAYMENT_STATUS', 'ACCOUNT_BALANCE'],
        };
      });
    },

    ...statementCalls('mtn', async (date, page) => {
      const result = await authorizedCall(tokens, (token) => ({
        method: 'GET',
        url: url(`${MTN_PATHS.settlement(date)}${statementPageQuery(page)}`),
        headers: { ...common(), Authorization: `Bearer ${token}` },
        timeoutMs: settings.timeoutMs,
      }));
      return readStatementPage('mtn', date, result, MtnSettlementSchema, (answer) => ({
        entries: answer.transactions.map((transaction) => ({
          providerReference: transaction.referenceId,
          reference: transaction.externalId,
          providerTransactionId: transaction.financialTransactionId,
          amount: Number(transaction.amount),
          settledAt: transaction.settledAt,
        })),
        count: answer.count,
        totalAmount: Number(answer.totalAmount),
        nextCursor: answer.nextCursor,
      }));
    }),
  };
}
