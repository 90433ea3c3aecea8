import type { ReconciliationStatus } from '../../../domain/enums.ts';
import { fill, type MessageParams, type MessageTemplate } from '../../../domain/messages/define.ts';
import { RECONCILIATION_MESSAGES } from '../../../domain/messages/reconciliation.ts';
import { RECONCILIATION_DETAILS as D } from '../../../domain/messages/reconciliation-details.ts';
import { AppError } from '../../errors.ts';
import { statementPages } from '../../providers/shared/statement.ts';
import type { PaymentProviderAdapter, SettlementEntry, TransientOutcome } from '../../providers/types.ts';
import type { PaymentReadsRepository, PlatformAttempt } from '../../repositories/payment-reads-repository.ts';
import { PROVIDER_NAMES, type ProviderCode } from '../transactions/providers.ts';
import type { ReconciliationItem } from './generate-report.ts';

/** A line's detail: its English text, with the reason and values the site translates by. */
function said(template: MessageTemplate, params: MessageParams) {
  const message = fill(template, params);
  return { detail: message.text, detail_reason: message.reason, detail_params: params };
}

/**
 * Compares one successful platform attempt with what its statement line settled (undefined: no
 * line) and with its ledger posting.
 */
function judge(attempt: PlatformAttempt, providerAmount: number | undefined, date: string): ReconciliationItem {
  const name = PROVIDER_NAMES[attempt.provider];
  const item = (status: ReconciliationStatus, detail: ReturnType<typeof said>): ReconciliationItem => ({
    reference: attempt.reference,
    provider: attempt.provider,
    status,
    platform_amount: attempt.amount,
    provider_amount: providerAmount ?? null,
    ...detail,
  });
  const unposted = attempt.ledgerAmount === null;
  if (providerAmount === undefined) {
    return item(
      'missing_at_provider',
      said(unposted ? D.reconMissingAtProviderUnposted : D.reconMissingAtProvider, { provider: name, date }),
    );
  }
  if (providerAmount !== attempt.amount) {
    return item(
      'amount_mismatch',
      said(D.reconProviderAmount, { platformAmount: attempt.amount, provider: name, providerAmount }),
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

/** A statement line no attempt of the day claimed: another day's success, or missing in the platform. */
function judgeUnexpected(
  code: ProviderCode,
  entry: SettlementEntry,
  attempt: PlatformAttempt | undefined,
  date: string,
): ReconciliationItem {
  // Completed on the platform on another day (close to midnight): still one and the same payment.
  if (attempt?.status === 'success') return judge(attempt, entry.amount, date);
  const name = PROVIDER_NAMES[code];
  return {
    reference: attempt?.reference ?? entry.reference,
    provider: code,
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
  };
}

/** Our request reference first, then the provider's: the two keys a line can be matched by. */
function indexByReferences(attempts: PlatformAttempt[]) {
  const byReference = new Map<string, number>();
  const byProviderReference = new Map<string, number>();
  attempts.forEach((attempt, index) => {
    byReference.set(attempt.requestReference, index);
    if (attempt.providerReference) byProviderReference.set(attempt.providerReference, index);
  });
  return (entry: SettlementEntry) =>
    byReference.get(entry.reference) ?? byProviderReference.get(entry.providerReference);
}

function statementUnavailable(code: ProviderCode, outcome: TransientOutcome): AppError {
  // A report missing one provider's side would call every payment of it missing: refuse instead.
  return new AppError(
    'provider_error',
    fill(RECONCILIATION_MESSAGES.statementUnavailable, {
      provider: PROVIDER_NAMES[code],
      problem: outcome.problem,
      detail: outcome.message,
    }),
  );
}

export interface ProviderReconciliation {
  items: ReconciliationItem[];
  /** Successful platform attempts judged, and what the ledger posted for them. */
  judged: number;
  ledgerAmount: number;
  /** What the provider says it settled that day (its statement's total, checked against its lines). */
  providerAmount: number;
}

/**
 * One provider's part of the report. The day's successful attempts are read once and indexed
 * by both references; the statement is then read page by page (`statementPages`), each line
 * matched by key and dropped, keeping only the amount settled for each attempt. Lines that no
 * attempt of the day claims are looked up one query per page. So a day of 100 000 lines holds
 * one page of the statement at a time and makes a handful of queries.
 */
export async function reconcileProvider(
  payments: Pick<PaymentReadsRepository, 'successfulAttemptsOn' | 'attemptsByReferences'>,
  adapter: Pick<PaymentProviderAdapter, 'code' | 'settlementPage'>,
  date: string,
): Promise<ProviderReconciliation> {
  const code = adapter.code;
  const ours = await payments.successfulAttemptsOn(date, code);
  const claimedBy = indexByReferences(ours);
  const settled: (number | undefined)[] = new Array(ours.length);
  const unexpectedItems: ReconciliationItem[] = [];
  let judged = ours.length;
  let ledgerAmount = ours.reduce((sum, attempt) => sum + (attempt.ledgerAmount ?? 0), 0);
  let providerAmount = 0;

  for await (const outcome of statementPages(adapter, date)) {
    if (outcome.kind !== 'page') throw statementUnavailable(code, outcome);
    providerAmount = outcome.page.totalAmount;
    const unexpected: SettlementEntry[] = [];
    for (const entry of outcome.page.entries) {
      const index = claimedBy(entry);
      // A second line for the same attempt is judged on its own below, as the provider settled it twice.
      if (index !== undefined && settled[index] === undefined) settled[index] = entry.amount;
      else unexpected.push(entry);
    }
    if (unexpected.length === 0) continue;
    const known = await payments.attemptsByReferences(code, unexpected);
    const knownBy = indexByReferences(known);
    for (const entry of unexpected) {
      const index = knownBy(entry);
      const attempt = index === undefined ? undefined : known[index];
      if (attempt?.status === 'success') {
        judged += 1;
        ledgerAmount += attempt.ledgerAmount ?? 0;
      }
      unexpectedItems.push(judgeUnexpected(code, entry, attempt, date));
    }
  }

  const items = ours.map((attempt, index) => judge(attempt, settled[index], date));
  for (const item of unexpectedItems) items.push(item);
  return { items, judged, ledgerAmount, providerAmount };
}
