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
  GimacInitiateRequest,
  ParsedCallback,
  PaymentProviderAdapter,
  ProviderAttempt,
  ProviderOutcome,
  TransientOutcome,
} from '../types.ts';
import {
  GIMAC_PATHS,
  GIMAC_SIGNATURE_HEADER,
  GIMAC_TIMESTAMP_HEADER,
  GimacErrorSchema,
  GimacParticipantsSchema,
  GimacSettlementSchema,
  GimacStatusSchema,
  GimacTokenResponseSchema,
  GimacTransferListSchema,
  GimacTransferSchema,
} from './protocol.ts';
import { verifyCallbackSignature } from './signature.ts';

export interface GimacSettings {
  baseUrl: () => string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  callbackUrl?: ((reference: string) => string | undefined) | undefined;
}

export type GimacParticipant = Static<typeof GimacParticipantsSchema>['data'][number];

export interface GimacAdapter extends PaymentProviderAdapter<GimacInitiateRequest> {
  /** The banks and wallets GIMAC reaches today, optionally for one country or type. */
  participants(filter?: {
    country?: string;
    type?: 'BANK' | 'WALLET';
  }): Promise<{ kind: 'participants'; participants: GimacParticipant[] } | TransientOutcome>;
}

type GimacTransfer = Static<typeof GimacTransferSchema>;

/** CEMAC mobile numbers: a country calling code and 7-9 national digits. */
const CEMAC_WALLET = /^(237|241|242|235|236|240)\d{7,9}$/;

const GIMAC_TRANSFER_TYPE = {
  bank_to_wallet: 'BANK_TO_WALLET',
  wallet_to_wallet: 'WALLET_TO_WALLET',
  bank_to_bank: 'BANK_TO_BANK',
} as const satisfies Record<GimacInitiateRequest['transfer']['type'], string>;

const partyName = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;
// Account numbers are often typed with spaces or dashes (RIB groups); GIMAC wants the characters only.
const accountNumber = (value: string) => value.replace(/[\s-]/g, '');

const bankParty = (code: string, account: string, name: string | undefined) => ({
  participant_code: code,
  account_number: accountNumber(account),
  name: partyName(name),
});
const walletParty = (code: string, msisdn: string, name: string | undefined) => ({
  participant_code: code,
  msisdn,
  name: partyName(name),
});

/** Both ends of a transfer as GIMAC names them: banks by account number, wallets by number. */
function transferParties(transfer: GimacInitiateRequest['transfer'], phone: string) {
  switch (transfer.type) {
    case 'bank_to_wallet':
      return {
        sender: bankParty(transfer.senderBank, transfer.senderAccount, transfer.senderName),
        receiver: walletParty(transfer.receiverOperator, phone, transfer.receiverName),
      };
    case 'wallet_to_wallet':
      return {
        sender: walletParty(transfer.senderOperator, transfer.senderPhone, transfer.senderName),
        receiver: walletParty(transfer.receiverOperator, phone, transfer.receiverName),
      };
    case 'bank_to_bank':
      return {
        sender: bankParty(transfer.senderBank, transfer.senderAccount, transfer.senderName),
        receiver: bankParty(transfer.receiverBank, transfer.receiverAccount, transfer.receiverName),
      };
  }
}

function header(headers: CallbackInput['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** GIMAC interbank transfers (bank-to-wallet, wallet-to-wallet, bank-to-bank), participants and service status. */
export function createGimacAdapter(settings: GimacSettings): GimacAdapter {
  const url = (path: string) => joinUrl(settings.baseUrl(), path);

  const tokens = new TokenCache(async () => {
    const result = await callProvider({
      method: 'POST',
      url: url(GIMAC_PATHS.token),
      headers: {
        Authorization: basicAuth(settings.clientId, settings.clientSecret),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      timeoutMs: settings.timeoutMs,
    });
    if (!result.ok) return result.failure;
    if (result.status !== 200) return transientFromStatus(result);
    if (!conforms(GimacTokenResponseSchema, result.json)) {
      return malformed(`GIMAC token answer: ${firstProblem(GimacTokenResponseSchema, result.json)}`, result);
    }
    return { ok: true, token: result.json.access_token, expiresInSeconds: result.json.expires_in };
  });

  function outcomeOfTransfer(transfer: GimacTransfer, attempt: ProviderAttempt): ProviderOutcome {
    switch (transfer.status) {
      case 'PENDING':
        return { kind: 'pending', attempt, providerStatus: transfer.status };
      case 'COMPLETED':
        return {
          kind: 'succeeded',
          attempt,
          providerStatus: transfer.status,
          providerTransactionId: transfer.transfer_id,
        };
      case 'FAILED':
        return {
          kind: 'failed',
          attempt,
          providerReference: attempt.providerReference,
          providerStatus: transfer.status,
          reason: providerReason(transfer.reason_code ?? 'REJECTED', transfer.reason_message),
        };
    }
  }

  /** A transfer body is only an answer about our attempt if it names it and its amount. */
  function transferAbout(answer: ProviderAnswer, attempt: ProviderAttempt): ProviderOutcome {
    if (!conforms(GimacTransferSchema, answer.json)) {
      return malformed(
        `GIMAC transfer answer: ${firstProblem(GimacTransferSchema, answer.json)}`,
        answer,
        attempt.providerReference,
      );
    }
    const transfer = answer.json;
    if (
      transfer.transfer_id !== attempt.providerReference ||
      transfer.external_reference !== attempt.reference ||
      transfer.amount !== attempt.amount ||
      transfer.currency !== attempt.currency
    ) {
      return malformed('GIMAC reports another transfer or amount', answer, attempt.providerReference);
    }
    return outcomeOfTransfer(transfer, attempt);
  }

  async function fetchStatus(attempt: ProviderAttempt): Promise<ProviderOutcome> {
    const result = await authorizedCall(tokens, (token) => ({
      method: 'GET',
      url: url(GIMAC_PATHS.transfer(attempt.providerReference)),
      headers: { Authorization: `Bearer ${token}` },
      timeoutMs: settings.timeoutMs,
    }));
    if (!result.ok) return withReference(result.failure, attempt.providerReference);
    if (result.status !== 200) return transientFromStatus(result, attempt.providerReference);
    return transferAbout(result, attempt);
  }

  function parseCallback(input: CallbackInput): ParsedCallback {
    const body = input.body;
    if (!conforms(GimacTransferSchema, body)) {
      return { ok: false, message: `Not a GIMAC transfer: ${firstProblem(GimacTransferSchema, body)}` };
    }
    const claimed = body.status === 'COMPLETED' ? 'succeeded' : body.status === 'FAILED' ? 'failed' : 'pending';
    return {
      ok: true,
      providerStatus: body.status,
      claimed,
      reason: claimed === 'failed' ? providerReason(body.reason_code ?? 'REJECTED', body.reason_message) : undefined,
      reference: body.external_reference,
      providerReference: body.transfer_id,
      providerTransactionId: body.transfer_id,
    };
  }

  async function get(path: string) {
    return authorizedCall(tokens, (token) => ({
      method: 'GET',
      url: url(path),
      headers: { Authorization: `Bearer ${token}` },
      timeoutMs: settings.timeoutMs,
    }));
  }

  return {
    code: 'gimac',

    async initiate(request) {
      const { transfer } = request;
      // A bank receives by account number: the phone rule only applies to wallets.
      const invalid = checkInitiateRequest(request, transfer.type === 'bank_to_bank' ? /^$/ : CEMAC_WALLET);
      if (invalid) return invalid;
      const callbackUrl = request.callbackUrl ?? settings.callbackUrl?.(request.reference);
      const body = {
        external_reference: request.reference,
        type: GIMAC_TRANSFER_TYPE[transfer.type],
        amount: request.amount,
        currency: request.currency,
        ...transferParties(transfer, request.phone),
        ...(request.description ? { description: request.description.slice(0, 140) } : {}),
        ...(callbackUrl ? { callback_url: callbackUrl } : {}),
      };
      const result = await authorizedCall(tokens, (token) => ({
        method: 'POST',
        url: url(GIMAC_PATHS.transfers),
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: settings.timeoutMs,
      }));
      if (!result.ok) return result.failure;
      // 201 created; 200 when GIMAC recognises a replay of the same external_reference.
      if (result.status === 201 || result.status === 200) {
        if (!conforms(GimacTransferSchema, result.json)) {
          return malformed(`GIMAC transfer answer: ${firstProblem(GimacTransferSchema, result.json)}`, result);
        }
        const attempt: ProviderAttempt = {
          provider: 'gimac',
          reference: request.reference,
          providerReference: result.json.transfer_id,
          amount: request.amount,
          currency: request.currency,
          providerData: {},
        };
        return transferAbout(result, attempt);
      }
      if (result.status === 400 || result.status === 409 || result.status === 422) {
        const error = conforms(GimacErrorSchema, result.json) ? result.json.error : null;
        return { kind: 'failed', reason: providerReason(error?.code ?? 'INVALID_REQUEST', error?.message) };
      }
      return transientFromStatus(result);
    },

    fetchStatus,

    async lookup(attempt) {
      if (attempt.providerReference) return fetchStatus({ ...attempt, providerReference: attempt.providerReference });
      // The transfer_id comes back in GIMAC's answer: ask by the external_reference we committed first.
      const result = await get(GIMAC_PATHS.transfersByReference(attempt.reference));
      if (!result.ok) return result.failure;
      if (result.status !== 200) return transientFromStatus(result);
      if (!conforms(GimacTransferListSchema, result.json)) {
        return malformed(`GIMAC transfer list: ${firstProblem(GimacTransferListSchema, result.json)}`, result);
      }
      const [transfer] = result.json.data;
      if (!transfer) return { kind: 'unknown' };
      return transferAbout({ ...result, json: transfer }, { ...attempt, providerReference: transfer.transfer_id });
    },

    parseCallback,

    async confirmCallback(input, attempt): Promise<CallbackOutcome> {
      const rawBody = input.rawBody ?? JSON.stringify(input.body);
      const signature = verifyCallbackSignature(
        settings.clientSecret,
        {
          signature: header(input.headers, GIMAC_SIGNATURE_HEADER),
          timestamp: header(input.headers, GIMAC_TIMESTAMP_HEADER),
        },
        rawBody,
      );
      if (!signature.ok) return { kind: 'rejected', message: signature.message };
      const parsed = parseCallback(input);
      if (!parsed.ok) return { kind: 'rejected', message: parsed.message };
      const transfer = input.body as GimacTransfer;
      if (transfer.transfer_id !== attempt.providerReference || transfer.external_reference !== attempt.reference) {
        return { kind: 'rejected', message: 'The callback is about another transfer' };
      }
      if (transfer.amount !== attempt.amount)
        return { kind: 'rejected', message: 'The callback reports another amount' };
      // Signed by GIMAC with our shared secret: the body itself is GIMAC's word.
      return outcomeOfTransfer(transfer, attempt);
    },

    health() {
      return probeHealth('gimac', 'unknown', async () => {
        const result = await get(GIMAC_PATHS.status);
        if (!result.ok) return { status: 'down', message: result.failure.message, services: [] };
        if (result.status !== 200)
          return { status: 'down', message: transientFromStatus(result).message, services: [] };
        if (!conforms(GimacStatusSchema, result.json)) {
          return { status: 'down', message: 'GIMAC answered the status call with an unexpected body', services: [] };
        }
        const body = result.json;
        const available = body.services.filter((service) => service.status !== 'DOWN');
        return {
          status: body.status === 'UP' ? 'up' : body.status === 'DEGRADED' ? 'degraded' : 'down',
          environment: body.environment.toLowerCase(),
          message: body.message,
          services: available.map((service) => service.name),
          serviceCodes: available.map((service) => service.code),
        };
      });
    },

    async participants(filter = {}) {
      const query = new URLSearchParams();
      if (filter.country) query.set('country', filter.country);
      if (filter.type) query.set('type', filter.type);
      const suffix = query.size > 0 ? `?${query}` : '';
      const result = await get(`${GIMAC_PATHS.participants}${suffix}`);
      if (!result.ok) return result.failure;
      if (result.status !== 200) return transientFromStatus(result);
      if (!conforms(GimacParticipantsSchema, result.json)) {
        return malformed(`GIMAC participants answer: ${firstProblem(GimacParticipantsSchema, result.json)}`, result);
      }
      return { kind: 'participants', participants: result.json.data };
    },

    ...statementCalls('gimac', async (date, page) => {
      const result = await get(`${GIMAC_PATHS.settlement(date)}${statementPageQuery(page)}`);
      return readStatementPage('gimac', date, result, GimacSettlementSchema, (answer) => ({
        entries: answer.entries.map((entry) => ({
          providerReference: entry.transfer_id,
          reference: entry.external_reference,
          providerTransactionId: entry.transfer_id,
          amount: entry.amount,
          settledAt: entry.settled_at,
        })),
        count: answer.count,
        totalAmount: answer.total_amount,
        nextCursor: answer.next_cursor,
      }));
    }),
  };
}
