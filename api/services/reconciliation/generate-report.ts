import type { Knex } from 'knex';
import type { Static } from 'typebox';
import { AppError, fill, type MessageParams, type MessageTemplate } from '../../errors.ts';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { SettlementEntry, SettlementStatement } from '../../providers/types.ts';
import { createPaymentReadsRepository, type PlatformAttempt } from '../../repositories/payment-reads-repository.ts';
import type { ReconciliationReportSchema } from '../../schemas/reconciliation.ts';
import { withLongStatements } from '../database/long-statements.ts';
import { serverLivemode } from '../payments/livemode.ts';
import { PROVIDER_CODES, PROVIDER_NAMES, type ProviderCode } from '../transactions/providers.ts';
import { RECONCILIATION_DETAILS as D } from './detail-messages.ts';

import { RECONCILIATION_MESSAGES } from './report-date.ts';

export const RECONCILIATION_STATUSES = [
  'matched',
  'missing_at_provider',
  'missing_in_platform',
  'amount_mismatch',
  'not_posted',
] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** The report as the route answers it (inside `data`). */
export type ReconciliationReport = Static<typeof ReconciliationReportSchema>['data'];
export type ReconciliationItem = ReconciliationReport['items'][number];

/** A line's detail: its English text, with the reason and values the site translates by. */
function said(template: MessageTemplate, params: MessageParams) {
  const message = fill(template, params);
  return { detail: message.text, detail_reason: message.reason, detail_params: params };
}

/** Compares one successful platform attempt with its statement line (if any) and its ledger posting. */
function judge(attempt: PlatformAttempt, entry: SettlementEntry | undefined, date: string): ReconciliationItem {
  const name = PROVIDER_NAMES[attempt.provider];
  const item = (status: ReconciliationStatus, detail: ReturnType<typeof said>): ReconciliationItem => ({
    reference: attempt.reference,
    provider: attempt.provider,
    status,
    platform_amount: attempt.amount,
    provider_amount: entry?.amount ?? null,
    ...detail,
  });
  const unposted = attempt.ledgerAmount === null;
  if (!entry) {
    return item(
      'missing_at_provider',
      said(unposted ? D.reconMissingAtProviderUnposted : D.reconMissingAtProvider, { provider: name, date }),
    );
  }
  if (entry.amount !== attempt.amount) {
    return item(
      'amount_mismatch',
      said(D.reconProviderAmount, { platformAmount: attempt.amount, provider: name, providerAmount: entry.amount }),
    );
  }
  if (unposted) return item('not_posted', said(D.reconNotPosted, { provider: name }));
  if (attempt.ledgerAmount !== attempt.amount) {
    return item(
      'amount_mismatch',
      said(D.reconLedgerAmount, { ledgerAmount: attempt.ledgerAmount ?? 0, platformAmount: attempt.amount }),
    );
  }
  return item('matched', said(D.reconMatched, { provider: name }));
}

async function statementOf(providers: Pick<ProviderAdapters, 'get'>, code: ProviderCode, date: string) {
  const outcome = await providers.get(code).settlementStatement(date);
  if (outcome.kind === 'statement') return outcome.statement;
  // A report missing one provider's side would call every payment of it missing: refuse instead.
  throw new AppError(
    'provider_error',
    fill(RECONCILIATION_MESSAGES.statementUnavailable, {
      provider: PROVIDER_NAMES[code],
      problem: outcome.problem,
      detail: outcome.message,
    }),
  );
}

function reconcileProvider(
  statement: SettlementStatement,
  ours: PlatformAttempt[],
  known: PlatformAttempt[],
  date: string,
): { items: ReconciliationItem[]; attempts: PlatformAttempt[] } {
  const name = PROVIDER_NAMES[statement.provider];
  const items: ReconciliationItem[] = [];
  const used = new Set<SettlementEntry>();
  const byReference = new Map<string, SettlementEntry>();
  const byProviderReference = new Map<string, SettlementEntry>();
  for (const entry of statement.entries) {
    byReference.set(entry.reference, entry);
    byProviderReference.set(entry.providerReference, entry);
  }
  const entryFor = (attempt: PlatformAttempt) =>
    byReference.get(attempt.requestReference) ??
    (attempt.providerReference ? byProviderReference.get(attempt.providerReference) : undefined);

  const judged: PlatformAttempt[] = [];
  for (const attempt of ours) {
    const entry = entryFor(attempt);
    if (entry) used.add(entry);
    items.push(judge(attempt, entry, date));
    judged.push(attempt);
  }
  for (const entry of statement.entries) {
    if (used.has(entry)) continue;
    const attempt = known.find(
      (candidate) =>
        candidate.requestReference === entry.reference || candidate.providerReference === entry.providerReference,
    );
    if (attempt?.status === 'success') {
      // Completed on the platform on another day (close to midnight): still one and the same payment.
      items.push(judge(attempt, entry, date));
      judged.push(attempt);
      continue;
    }
    items.push({
      reference: attempt?.reference ?? entry.reference,
      provider: statement.provider,
      status: 'missing_in_platform',
      platform_amount: attempt ? attempt.amount : null,
      provider_amount: entry.amount,
      ...(attempt
        ? said(D.reconOtherStatus, { provider: name, status: attempt.status })
        : said(D.reconUnknown, {
            provider: name,
            reference: entry.reference,
            providerReference: entry.providerReference,
          })),
    });
  }
  return { items, attempts: judged };
}

/**
 * The reconciliation report of one Douala day: every attempt the platform saw succeed that day
 * against each provider's settlement statement for the day and against the ledger.
 * Moves nothing, so auditors may run it.
 */
export async function generateReconciliation(
  db: Knex,
  providers: Pick<ProviderAdapters, 'get' | 'mode'>,
  date: string,
): Promise<ReconciliationReport> {
  // The statements first: the day's reads then hold a connection only for themselves.
  const statements = await Promise.all(PROVIDER_CODES.map((code) => statementOf(providers, code, date)));
  // A whole day of attempts may take longer than a request's statement timeout allows.
  const { attempts, known } = await withLongStatements(db, async (trx) => {
    // The server's own providers settle the server's own mode: on a live server, test payments
    // went to the simulators and are in no real statement.
    const payments = createPaymentReadsRepository(trx, serverLivemode(providers.mode));
    const ofDay = await payments.successfulAttemptsOn(date);
    const byReference = [];
    for (const statement of statements) {
      byReference.push(await payments.attemptsByReferences(statement.provider, statement.entries));
    }
    return { attempts: ofDay, known: byReference };
  });
  const items: ReconciliationItem[] = [];
  const judgedAttempts: PlatformAttempt[] = [];
  const perProvider: ReconciliationReport['providers'] = [];
  statements.forEach((statement, index) => {
    const ours = attempts.filter((attempt) => attempt.provider === statement.provider);
    const result = reconcileProvider(statement, ours, known[index] ?? [], date);
    items.push(...result.items);
    judgedAttempts.push(...result.attempts);
    perProvider.push({ provider: statement.provider, ...tally(result.items) });
  });
  return {
    date,
    generated_at: new Date().toISOString(),
    summary: {
      ...tally(items),
      total_payments: judgedAttempts.length,
      total_ledger_amount: judgedAttempts.reduce((sum, attempt) => sum + (attempt.ledgerAmount ?? 0), 0),
      total_provider_amount: statements.reduce((sum, statement) => sum + statement.totalAmount, 0),
    },
    providers: perProvider,
    items,
    download_url: `/api/v1/reconciliation/report.csv?date=${date}`,
  };
}

/** Missing counts both directions; mismatched counts wrong amounts and unposted successes. */
function tally(items: ReconciliationItem[]) {
  const count = (...statuses: ReconciliationStatus[]) => items.filter((item) => statuses.includes(item.status)).length;
  return {
    matched: count('matched'),
    missing: count('missing_at_provider', 'missing_in_platform'),
    mismatched: count('amount_mismatch', 'not_posted'),
  };
}
