import type { Knex } from 'knex';
import type { MobileMoneyProviderCode } from '../../providers/types.ts';

/**
 * The ledger's chart of accounts (see the migration that creates `ledger_accounts`). Codes are
 * stable strings so seeds, the engine and reconciliation name the same account the same way.
 */
export type LedgerAccountKind = 'customer' | 'platform' | 'provider_clearing' | 'gimac_clearing';

export interface LedgerAccountSpec {
  code: string;
  kind: LedgerAccountKind;
  name: string;
  userId?: string;
}

export const ledgerAccounts = {
  /** What the platform owes one customer. */
  customer: (userId: string): LedgerAccountSpec => ({
    code: `customer:${userId}`,
    kind: 'customer',
    name: 'Customer balance',
    userId,
  }),
  /** Collections made by staff on behalf of the platform (New Payment). */
  platformCollections: (): LedgerAccountSpec => ({
    code: 'platform:collections',
    kind: 'platform',
    name: 'Platform collections',
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

/**
 * The ledger account's id, creating it on first use. Safe under concurrency: two transactions
 * creating the same account meet on the unique code and both read the one row. Accounts exist
 * after their first posting, so the common case is one read.
 */
export async function ensureLedgerAccount(db: Knex | Knex.Transaction, spec: LedgerAccountSpec): Promise<string> {
  const existing: { id: string } | undefined = await db('ledger_accounts').where('code', spec.code).first('id');
  if (existing) return existing.id;
  await db('ledger_accounts')
    .insert({ code: spec.code, kind: spec.kind, name: spec.name, user_id: spec.userId ?? null })
    .onConflict('code')
    .ignore();
  const row: { id: string } = await db('ledger_accounts').where('code', spec.code).first('id');
  return row.id;
}
