import type { ProviderCode } from '../types.ts';

/**
 * The sandbox test numbers, a contract with the developer docs ("Sandbox test numbers"): the
 * outcome is chosen by the last two digits of the payer's number (the receiving number for
 * bank-to-wallet) and by the amount. Change one only together with the other.
 */
export type Scenario =
  | 'immediate_success'
  | 'insufficient_funds'
  | 'payer_not_found'
  | 'pending_then_expired'
  | 'delayed_success'
  | 'server_error_once'
  | 'declined'
  | 'default_success'
  | 'limit_exceeded';

/** Amounts above this fail with PAYER_LIMIT_REACHED whatever the number. */
export const SANDBOX_AMOUNT_LIMIT = 5_000_000;
/** "succeeds after a delay (about 10 seconds)" */
export const DELAYED_SUCCESS_SECONDS = 10;
/** "anything else: succeeds after about 2 seconds" */
export const DEFAULT_SUCCESS_SECONDS = 2;

const BY_ENDING: Record<string, Scenario> = {
  '00': 'immediate_success',
  '01': 'insufficient_funds',
  '02': 'payer_not_found',
  '03': 'pending_then_expired',
  '04': 'delayed_success',
  '05': 'server_error_once',
  '06': 'declined',
};

export function scenarioFor(msisdn: string, amount: number): Scenario {
  if (amount > SANDBOX_AMOUNT_LIMIT) return 'limit_exceeded';
  return BY_ENDING[msisdn.slice(-2)] ?? 'default_success';
}

type FailureKind = 'insufficient_funds' | 'payer_not_found' | 'expired' | 'declined' | 'limit';

/** Each provider's own word for each sandbox failure. */
export const SANDBOX_REASONS: Record<ProviderCode, Record<FailureKind, string>> = {
  mtn: {
    insufficient_funds: 'NOT_ENOUGH_FUNDS',
    payer_not_found: 'PAYER_NOT_FOUND',
    expired: 'EXPIRED',
    declined: 'APPROVAL_REJECTED',
    limit: 'PAYER_LIMIT_REACHED',
  },
  orange: {
    insufficient_funds: 'INSUFFICIENT_FUNDS',
    payer_not_found: 'SUBSCRIBER_NOT_FOUND',
    expired: 'EXPIRED',
    declined: 'CANCELLED',
    limit: 'PAYER_LIMIT_REACHED',
  },
  gimac: {
    insufficient_funds: 'INSUFFICIENT_FUNDS',
    payer_not_found: 'BENEFICIARY_NOT_FOUND',
    expired: 'TIMEOUT',
    declined: 'REJECTED',
    limit: 'PAYER_LIMIT_REACHED',
  },
};

export interface ScenarioPlan {
  outcome: 'success' | 'failed';
  /** The provider's reason code when the outcome is a failure. */
  reason: string | null;
  /** Seconds from acceptance to the final state (0: final at once). */
  settleAfterSeconds: number;
  /** Answer the first creation request with HTTP 500. */
  serverErrorOnce: boolean;
}

/**
 * What a scenario does at one provider. Refusals (01, 02, 06, limit) are final at once; the
 * pending-then-expired case waits for the sandbox timeout (SANDBOX_TIMEOUT_SECONDS).
 */
export function planFor(provider: ProviderCode, scenario: Scenario, sandboxTimeoutSeconds: number): ScenarioPlan {
  const reasons = SANDBOX_REASONS[provider];
  const success = (settleAfterSeconds: number, serverErrorOnce = false): ScenarioPlan => ({
    outcome: 'success',
    reason: null,
    settleAfterSeconds,
    serverErrorOnce,
  });
  const failure = (reason: string, settleAfterSeconds = 0): ScenarioPlan => ({
    outcome: 'failed',
    reason,
    settleAfterSeconds,
    serverErrorOnce: false,
  });
  switch (scenario) {
    case 'immediate_success':
      return success(0);
    case 'insufficient_funds':
      return failure(reasons.insufficient_funds);
    case 'payer_not_found':
      return failure(reasons.payer_not_found);
    case 'pending_then_expired':
      return failure(reasons.expired, sandboxTimeoutSeconds);
    case 'delayed_success':
      return success(DELAYED_SUCCESS_SECONDS);
    case 'server_error_once':
      return success(0, true);
    case 'declined':
      return failure(reasons.declined);
    case 'limit_exceeded':
      return failure(reasons.limit);
    case 'default_success':
      return success(DEFAULT_SUCCESS_SECONDS);
  }
}
