import type { MobileMoneyProviderCode } from '../../providers/types.ts';
import type { LedgerAccountSpec } from '../../repositories/ledger-repository.ts';
import type { Store } from '../../repositories/store.ts';

export type { LedgerAccountKind, LedgerAccountSpec } from '../../repositories/ledger-repository.ts';

/**
 * The ledger's chart of accounts (see the migration that creates `ledger_accounts`). Codes are
 * stable strings so seeds, the engine and reconciliation name the same account the same way.
 */
export const ledgerAccounts = {
  /** What the platform owes one customer on one of their accounts (an `accounts` row): its balance. */
  account: (accountId: string, userId: string): LedgerAccountSpec => ({
    code: `account:${accountId}`,
    kind: 'customer',
    name: 'Account balance',
    userId,
    accountId,
  }),
  /**
   * What the platform owes a customer who holds no account yet (their charges land here until
   * they have one; see `customer-ledger-account.ts`). Before per-account ledger accounts every
   * customer movement posted here; the migration `ledger_account_per_account` made each such
   * account the ledger account of its user's main account.
   */
  customer: (userId: string): LedgerAccountSpec => ({
    code: `customer:${userId}`,
    kind: 'customer',
    name: 'Customer balance',
    userId,
  }),
  /**
   * The test twin of an account, for the postings of test-mode payments on a live server
   * (`ob_test_` keys, sandbox apps: a simulator answered). It is linked to no `accounts` row,
   * so test money never shows in, or leaves, a real balance.
   */
  testShadow: (spec: LedgerAccountSpec): LedgerAccountSpec => ({
    code: `test:${spec.code}`,
    kind: spec.kind,
    name: `Test: ${spec.name}`,
    ...(spec.userId ? { userId: spec.userId } : {}),
  }),
  /** Collections made by staff on behalf of the platform (New Payment). */
  platformCollections: (): LedgerAccountSpec => ({
    code: 'platform:collections',
    kind: 'platform',
    name: 'Platform collections',
  }),
  /**
   * Payouts of the public API on their way out through GIMAC: the source account is debited into
   * it when the payout is accepted; settling empties it to the receiving participant, or back to
   * the source account when the payout fails. Its balance is what is in flight now.
   */
  platformPayoutsInTransit: (): LedgerAccountSpec => ({
    code: 'platform:payouts_in_transit',
    kind: 'platform',
    name: 'Payouts in transit',
  }),
  /** The platform's income: the fees of the fee schedule (settings category `fees`), one posting per successful payment. */
  platformRevenue: (): LedgerAccountSpec => ({
    code: 'platform:revenue',
    kind: 'platform',
    name: 'Platform fee revenue',
  }),
  /** What a mobile money operator owes us for what it collected. */
  provider: (provider: MobileMoneyProviderCode): LedgerAccountSpec => ({
    code: `provider:${provider}`,
    kind: 'provider_clearing',
    name: provider === 'mtn' ? 'MTN MoMo clearing' : 'Orange Money clearing',
  }),
  /** A GIMAC participant (bank or mobile operator) we settle with through GIMAC. */
  gimacParticipant: (participantCode: string): LedgerAccountSpec => ({
    code: `gimac:${participantCode}`,
    kind: 'gimac_clearing',
    name: `GIMAC clearing ${participantCode}`,
  }),
};

/** The ledger account's id, creating it on first use (see the ledger repository). */
export function ensureLedgerAccount(store: Store, spec: LedgerAccountSpec): Promise<string> {
  return store.ledger.ensureAccount(spec);
}
