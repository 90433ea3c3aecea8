import type { Static } from 'typebox';
import type { ReconciliationStatus } from '../../../domain/enums.ts';
import type { ProviderAdapters } from '../../providers/index.ts';
import type { Store } from '../../repositories/store.ts';
import type { ReconciliationReportSchema } from '../../schemas/reconciliation.ts';
import { serverLivemode } from '../payments/livemode.ts';
import { PROVIDER_CODES, type ProviderCode } from '../transactions/providers.ts';
import { type ProviderReconciliation, reconcileProvider } from './reconcile-provider.ts';

/** The report as the route answers it (inside `data`). */
export type ReconciliationReport = Static<typeof ReconciliationReportSchema>['data'];
export type ReconciliationItem = ReconciliationReport['items'][number];

/**
 * The reconciliation report of one Douala day: every attempt the platform saw succeed that day
 * against each provider's settlement statement for the day and against the ledger, the three
 * providers at once (see `reconcileProvider`). Moves nothing, so auditors may run it.
 */
export async function generateReconciliation(
  store: Store,
  providers: Pick<ProviderAdapters, 'get' | 'mode'>,
  date: string,
): Promise<ReconciliationReport> {
  // The server's own providers settle the server's own mode: on a live server, test payments
  // went to the simulators and are in no real statement.
  const livemode = serverLivemode(providers.mode);
  const reads = {
    // A whole day of attempts may take longer than a request's statement timeout allows; the
    // statement's pages are fetched outside that transaction, so no connection waits on a provider.
    successfulAttemptsOn: (day: string, code: ProviderCode) =>
      store.longStatements((tx) => tx.reconciledPaymentReads(livemode).successfulAttemptsOn(day, code)),
    attemptsByReferences: store.reconciledPaymentReads(livemode).attemptsByReferences,
  };
  const results = await Promise.all(PROVIDER_CODES.map((code) => reconcileProvider(reads, providers.get(code), date)));
  const items: ReconciliationItem[] = [];
  for (const result of results) for (const item of result.items) items.push(item);
  const sum = (value: (result: ProviderReconciliation) => number) =>
    results.reduce((total, result) => total + value(result), 0);
  return {
    date,
    generated_at: new Date().toISOString(),
    summary: {
      ...tally(items),
      total_payments: sum((result) => result.judged),
      total_ledger_amount: sum((result) => result.ledgerAmount),
      total_provider_amount: sum((result) => result.providerAmount),
    },
    providers: PROVIDER_CODES.map((provider, index) => ({ provider, ...tally(results[index]?.items ?? []) })),
    items,
    download_url: `/api/v1/reconciliation/report.csv?date=${date}`,
  };
}

/** Missing counts both directions; mismatched counts wrong amounts and unposted successes. One pass. */
function tally(items: ReconciliationItem[]) {
  const counts = { matched: 0, missing: 0, mismatched: 0 };
  for (const item of items) counts[TALLIED_AS[item.status]] += 1;
  return counts;
}

const TALLIED_AS: Record<ReconciliationStatus, 'matched' | 'missing' | 'mismatched'> = {
  matched: 'matched',
  missing_at_provider: 'missing',
  missing_in_platform: 'missing',
  amount_mismatch: 'mismatched',
  not_posted: 'mismatched',
};
