/**
 * The one interface the payments engine talks to, whatever the provider. Every call returns a
 * typed outcome instead of throwing, so the engine's job handlers are a single `switch` and a
 * provider's bad day (timeouts, 5xx, garbage) can never crash them or end a payment by mistake.
 */

import type { FailureCategory, MobileMoneyProviderCode, ProviderCode } from '../../domain/enums.ts';

// The provider codes are an enumeration of the API, defined in api/schemas/enums.ts.
export { PROVIDER_CODES } from '../../domain/enums.ts';
export type { MobileMoneyProviderCode, ProviderCode };

/** What a payment attempt is called at the provider; the engine stores it as is (providerData as jsonb). */
export interface ProviderAttempt {
  provider: ProviderCode;
  /** The merchant reference we sent: MTN externalId, Orange order_id, GIMAC external_reference. */
  reference: string;
  /** The provider's handle: MTN X-Reference-Id (UUIDv4), Orange pay_token, GIMAC transfer_id. */
  providerReference: string;
  amount: number;
  currency: 'XAF';
  /** Provider-specific values later calls need (Orange: notifToken, paymentUrl). Secret: never show them. */
  providerData: Record<string, string>;
}

export interface InitiateRequest {
  /**
   * Our reference for this attempt. Orange and GIMAC require it to be unique per attempt, so a
   * retry of a failed payment sends a new one (e.g. `PAY-…-R1`); resending the same one after a
   * transient failure is safe (the providers treat an identical replay as the same attempt).
   */
  reference: string;
  /** Whole XAF, > 0. */
  amount: number;
  currency: 'XAF';
  /** `237` + 9 digits: the payer (MTN, Orange; GIMAC wallet-to-wallet) or the receiving wallet (GIMAC bank-to-wallet). */
  phone: string;
  /** Shown to the payer (MTN payerMessage, GIMAC description). */
  description?: string | undefined;
  /** Where the provider posts the final result; defaults to the documented callback route for `reference`. */
  callbackUrl?: string | undefined;
  /**
   * MTN only: resend with the X-Reference-Id of a previous attempt that ended in a transient
   * outcome (the outcome carries it), so MTN recognises the same request instead of charging twice.
   */
  providerReference?: string | undefined;
  /** Orange only: the language of Orange's payment page. */
  lang?: 'fr' | 'en' | undefined;
}

export type GimacTransfer =
  | {
      type: 'bank_to_wallet';
      /** GIMAC participant code of the sending bank (catalog `GIMAC_BANKS`). */
      senderBank: string;
      senderAccount: string;
      senderName?: string | undefined;
      /** GIMAC participant code of the receiving mobile operator (catalog `GIMAC_MOBILE_OPERATORS`). */
      receiverOperator: string;
      receiverName?: string | undefined;
    }
  | {
      type: 'wallet_to_wallet';
      senderOperator: string;
      senderPhone: string;
      senderName?: string | undefined;
      receiverOperator: string;
      receiverName?: string | undefined;
    }
  | {
      /** A bank account pays an account at a GIMAC bank (payouts of the public API); `phone` is unused. */
      type: 'bank_to_bank';
      senderBank: string;
      senderAccount: string;
      senderName?: string | undefined;
      /** GIMAC participant code of the receiving bank (catalog `GIMAC_BANKS`). */
      receiverBank: string;
      receiverAccount: string;
      receiverName?: string | undefined;
    };

/** GIMAC transfers name both ends; `phone` is the receiving wallet (empty for bank-to-bank). */
export interface GimacInitiateRequest extends InitiateRequest {
  transfer: GimacTransfer;
}

/** A provider's reason for a final failure, as the provider spelled it, plus our grouping. */
export interface ProviderReason {
  /** The provider's own code: NOT_ENOUGH_FUNDS, SUBSCRIBER_NOT_FOUND, BENEFICIARY_NOT_FOUND… */
  code: string;
  message: string;
  category: ReasonCategory;
}

export type ReasonCategory = FailureCategory;

/**
 * Why a call did not give an answer the engine can act on. None of them says anything about
 * the payment itself: retry the same call later (or poll), never mark the payment failed on it.
 * - timeout / network: no answer in time, or no connection.
 * - server_error: the provider answered 5xx.
 * - rate_limited: 429 (see retryAfterMs).
 * - authentication: our credentials were refused (configuration problem; alert someone).
 * - malformed_response: an answer we could not validate (wrong JSON, missing fields, mismatch).
 * - not_found: the provider does not know this attempt (yet). After a transient `initiate`,
 *   initiate again with the same attempt; otherwise keep polling a little, then give up.
 * - unexpected_status: any other HTTP status (e.g. a wrong base URL answering 404).
 */
export type TransientProblem =
  | 'timeout'
  | 'network'
  | 'server_error'
  | 'rate_limited'
  | 'authentication'
  | 'malformed_response'
  | 'not_found'
  | 'unexpected_status';

export interface PendingOutcome {
  kind: 'pending';
  attempt: ProviderAttempt;
  /** The provider's own status word (PENDING, INITIATED…), for logs and support. */
  providerStatus: string;
  /** Orange WebPay: the payer completes the payment on Orange's page. */
  nextAction?: { type: 'redirect'; url: string } | undefined;
}

export interface SucceededOutcome {
  kind: 'succeeded';
  attempt: ProviderAttempt;
  providerStatus: string;
  /** The provider's transaction id (MTN financialTransactionId, Orange txnid, GIMAC transfer_id). */
  providerTransactionId?: string | undefined;
}

/** The provider's explicit, final word that this attempt did not and will not succeed. */
export interface FailedOutcome {
  kind: 'failed';
  /** Absent when the provider refused to create the attempt at all. */
  attempt?: ProviderAttempt | undefined;
  providerReference?: string | undefined;
  providerStatus?: string | undefined;
  reason: ProviderReason;
}

export interface TransientOutcome {
  kind: 'transient';
  problem: TransientProblem;
  message: string;
  /** Known when the provider reference was chosen by us (MTN) or already created. */
  providerReference?: string | undefined;
  httpStatus?: number | undefined;
  retryAfterMs?: number | undefined;
}

export type ProviderOutcome = PendingOutcome | SucceededOutcome | FailedOutcome | TransientOutcome;

/** A callback that must not be believed: wrong token or signature, or not about this attempt. */
export interface RejectedCallback {
  kind: 'rejected';
  message: string;
}

export type CallbackOutcome = ProviderOutcome | RejectedCallback;

/** What arrived at the callback URL, as the HTTP layer received it. */
export interface CallbackInput {
  body: unknown;
  /** Raw body text, needed where the provider signs the exact bytes (GIMAC). */
  rawBody?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** A callback's claim, before it is checked against the provider. */
export type ParsedCallback =
  | {
      ok: true;
      /** The provider's status word as claimed by the callback. */
      providerStatus: string;
      claimed: 'pending' | 'succeeded' | 'failed';
      reason?: ProviderReason | undefined;
      /** Identifiers present in the body (MTN externalId; GIMAC transfer_id / external_reference). */
      reference?: string | undefined;
      providerReference?: string | undefined;
      providerTransactionId?: string | undefined;
    }
  | { ok: false; message: string };

export interface ProviderHealth {
  provider: ProviderCode;
  status: 'up' | 'degraded' | 'down';
  /** The provider's environment name (MTN target environment, GIMAC environment…). */
  environment: string;
  message: string;
  /** The services the provider reports available (empty when down). */
  services: string[];
  /** Their stable codes, in the same order (GIMAC's own codes), for clients to translate. */
  serviceCodes: string[];
  latencyMs: number;
  checkedAt: string;
}

export interface SettlementEntry {
  providerReference: string;
  reference: string;
  providerTransactionId?: string | undefined;
  amount: number;
  settledAt: string;
}

/** What the provider says it settled on one day (Douala time). */
export interface SettlementStatement {
  provider: ProviderCode;
  /** YYYY-MM-DD */
  date: string;
  currency: 'XAF';
  entries: SettlementEntry[];
  count: number;
  totalAmount: number;
}

export type StatementOutcome = { kind: 'statement'; statement: SettlementStatement } | TransientOutcome;

/** The provider has no trace of the reference: it never received (or never accepted) the request. */
export interface UnknownOutcome {
  kind: 'unknown';
}

export type LookupOutcome = ProviderOutcome | UnknownOutcome;

/**
 * What the engine knows of an attempt before the provider's answer: the reference it sent, and
 * the provider's handle only if stored (MTN's X-Reference-Id is ours, drawn before the first
 * send; GIMAC's transfer_id and Orange's pay_token come back in the answer).
 */
export type AttemptToLookUp = Omit<ProviderAttempt, 'providerReference'> & { providerReference: string | null };
/** Which page of a statement to read: the cursor a page named as the next one (none: the first). */
export interface StatementPageRequest {
  cursor?: string | undefined;
  /** Entries per page, at most STATEMENT_PAGE_LIMIT (the default). */
  limit?: number | undefined;
}

/** One page of a day's statement; `count` and `totalAmount` are the whole day's, on every page. */
export interface SettlementStatementPage {
  provider: ProviderCode;
  /** YYYY-MM-DD */
  date: string;
  currency: 'XAF';
  entries: SettlementEntry[];
  count: number;
  totalAmount: number;
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

export type StatementPageOutcome = { kind: 'page'; page: SettlementStatementPage } | TransientOutcome;

export interface PaymentProviderAdapter<Request extends InitiateRequest = InitiateRequest> {
  readonly code: ProviderCode;
  /** Asks the provider to collect (or transfer) the money. Never throws. */
  initiate(request: Request): Promise<ProviderOutcome>;
  /**
   * Asks the provider whether it has seen this attempt, before any resend: its outcome when it
   * has, `unknown` when it certainly has not (MTN: 404 for the X-Reference-Id; GIMAC: no
   * transfer with the external_reference; Orange, without a pay_token: a web payment only opens
   * Orange's page, and Orange keeps one per order_id, so a resend is the lookup). Never throws.
   */
  lookup(attempt: AttemptToLookUp): Promise<LookupOutcome>;
  /** Asks the provider where an attempt stands (polling). Never throws. */
  fetchStatus(attempt: ProviderAttempt): Promise<ProviderOutcome>;
  /** Reads what a callback claims, without trusting it or calling anyone. */
  parseCallback(input: CallbackInput): ParsedCallback;
  /**
   * Checks a callback for this attempt (Orange notif_token, GIMAC signature, identifiers) and
   * returns the outcome the engine may act on: confirmed with the provider (MTN, Orange) or
   * signed by it (GIMAC). `rejected` means answer 4xx and ignore it.
   */
  confirmCallback(input: CallbackInput, attempt: ProviderAttempt): Promise<CallbackOutcome>;
  /** A real round trip to the provider (token and a read call). Never throws. */
  health(): Promise<ProviderHealth>;
  /**
   * What the provider says it settled on `date` (YYYY-MM-DD, Douala time): every page, checked
   * to add up to the count and total the provider announces (`malformed_response` otherwise).
   * Never throws for the provider's behaviour; a date in another format is a RangeError (a
   * caller's bug). To read a big day without holding it whole, use `statementPages`
   * (shared/statement.ts).
   */
  settlementStatement(date: string, options?: { pageLimit?: number | undefined }): Promise<StatementOutcome>;
  /** One page of that statement, validated on its own (the same RangeError). Never throws otherwise. */
  settlementPage(date: string, page?: StatementPageRequest): Promise<StatementPageOutcome>;
}
