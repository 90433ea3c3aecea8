import Type, { type Static, type TSchema } from 'typebox';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import type {
  PaymentProviderAdapter,
  ProviderCode,
  SettlementEntry,
  SettlementStatementPage,
  StatementOutcome,
  StatementPageOutcome,
  StatementPageRequest,
  TransientOutcome,
} from '../types.ts';
import { malformed, type ProviderCallResult, transientFromStatus } from './http.ts';
import { conforms, firstProblem } from './request-checks.ts';

const PROVIDER_NAMES: Record<ProviderCode, string> = { mtn: 'MTN', orange: 'Orange', gimac: 'GIMAC' };

/**
 * The most entries one statement page holds, and what a request without `limit` gets. An entry
 * with 64-character references is about 230 bytes of JSON in any of the three formats, so a
 * full page stays near half a megabyte, well under the 1 MiB that `callProvider` accepts (a busy
 * day's whole MTN statement, ~44 000 entries, was ~8 MB).
 */
export const STATEMENT_PAGE_LIMIT = 2000;

/** The paging query of the three statement routes: `?limit=&cursor=`, both optional. */
export const StatementPageQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: STATEMENT_PAGE_LIMIT })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
});

/** `?limit=…&cursor=…` for a page request; the adapters always ask for full pages unless told. */
export function statementPageQuery(page: StatementPageRequest = {}): string {
  const query = new URLSearchParams({ limit: String(page.limit ?? STATEMENT_PAGE_LIMIT) });
  if (page.cursor !== undefined) query.set('cursor', page.cursor);
  return `?${query}`;
}

/** One page as the provider spelled it, in our terms. */
export interface PageFields {
  entries: SettlementEntry[];
  /** The day's whole count and total, which every page announces. */
  count: number;
  totalAmount: number;
  nextCursor: string | null;
}

/**
 * Turns a provider's answer for one statement page into ours. The three providers spell their
 * entries differently (`toPage`), but a page for another day or currency is refused the same
 * way everywhere: reconciling against it would report every payment as missing.
 */
export function readStatementPage<const S extends TSchema>(
  provider: ProviderCode,
  date: string,
  result: ProviderCallResult,
  schema: S,
  toPage: (answer: Static<S>) => PageFields,
): StatementPageOutcome {
  const name = PROVIDER_NAMES[provider];
  if (!result.ok) return result.failure;
  if (result.status !== 200) return transientFromStatus(result);
  if (!conforms(schema, result.json)) {
    return malformed(`${name} settlement answer: ${firstProblem(schema, result.json)}`, result);
  }
  const answer = result.json;
  const header = answer as { date?: unknown; currency?: unknown };
  if (header.date !== date || header.currency !== 'XAF') {
    return malformed(`${name} sent a statement for another date or currency`, result);
  }
  const fields = toPage(answer);
  if (
    !Number.isSafeInteger(fields.totalAmount) ||
    fields.entries.some((entry) => !Number.isSafeInteger(entry.amount))
  ) {
    return malformed(`${name} sent a statement amount that is not a whole number of XAF`, result);
  }
  return { kind: 'page', page: { provider, date, currency: 'XAF', ...fields } };
}

type StatementSource = Pick<PaymentProviderAdapter, 'code' | 'settlementPage'>;

const sumOf = (entries: SettlementEntry[]) => entries.reduce((sum, entry) => sum + entry.amount, 0);

/**
 * Every page of one day's statement, in order, each validated as it arrives. Each item is a
 * page, except the last, which is a transient outcome when a page could not be had or the pages
 * do not add up: a page that changes the announced count or total, more entries than announced,
 * an empty page or an earlier cursor naming a next page, a last page short of the count or
 * total. So a reader that needs the whole statement (reconciliation) drops what it read on a
 * transient, and a reader acting on single entries (each one is the provider's word) may keep
 * what it did. A date in another format is a RangeError at the first step.
 */
export async function* statementPages(
  adapter: StatementSource,
  date: string,
  options: { limit?: number | undefined } = {},
): AsyncGenerator<StatementPageOutcome, void, undefined> {
  if (!isCalendarDate(date)) throw new RangeError(`date must be YYYY-MM-DD, got "${date}"`);
  const name = PROVIDER_NAMES[adapter.code];
  const wrong = (message: string): TransientOutcome => malformed(`${name} statement of ${date}: ${message}`);
  let announced: Pick<SettlementStatementPage, 'count' | 'totalAmount'> | undefined;
  let count = 0;
  let total = 0;
  let cursor: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    const outcome = await adapter.settlementPage(date, { cursor, limit: options.limit });
    if (outcome.kind !== 'page') {
      yield outcome;
      return;
    }
    const { page } = outcome;
    announced ??= { count: page.count, totalAmount: page.totalAmount };
    if (page.count !== announced.count || page.totalAmount !== announced.totalAmount) {
      yield wrong(
        `a page announces ${page.count} entries for ${page.totalAmount} XAF, the first ${announced.count} for ${announced.totalAmount} XAF`,
      );
      return;
    }
    count += page.entries.length;
    total += sumOf(page.entries);
    if (count > announced.count) {
      yield wrong(`the pages hold more than the ${announced.count} entries announced`);
      return;
    }
    if (page.nextCursor === null) {
      if (count !== announced.count || total !== announced.totalAmount) {
        yield wrong(
          `the pages hold ${count} entries for ${total} XAF, ${announced.count} for ${announced.totalAmount} XAF were announced`,
        );
        return;
      }
      yield outcome;
      return;
    }
    // An empty page that promises more, or a cursor given twice, would have us ask forever.
    if (page.entries.length === 0) {
      yield wrong('an empty page names a next page');
      return;
    }
    if (seen.has(page.nextCursor)) {
      yield wrong('a page names an earlier page as the next one');
      return;
    }
    seen.add(page.nextCursor);
    yield outcome;
    cursor = page.nextCursor;
  }
}

/** The whole statement of a day, read page by page (see `statementPages`). */
export async function collectStatement(
  adapter: StatementSource,
  date: string,
  options: { pageLimit?: number | undefined } = {},
): Promise<StatementOutcome> {
  const entries: SettlementEntry[] = [];
  for await (const outcome of statementPages(adapter, date, { limit: options.pageLimit })) {
    if (outcome.kind !== 'page') return outcome;
    for (const entry of outcome.page.entries) entries.push(entry);
  }
  return {
    kind: 'statement',
    statement: {
      provider: adapter.code,
      date,
      currency: 'XAF',
      entries,
      count: entries.length,
      totalAmount: sumOf(entries),
    },
  };
}

/**
 * An adapter's two statement calls from its one page reader: `settlementPage` (one page, with
 * the date checked) and `settlementStatement` (every page, checked to add up).
 */
export function statementCalls(
  code: ProviderCode,
  readPage: (date: string, page: StatementPageRequest) => Promise<StatementPageOutcome>,
): Pick<PaymentProviderAdapter, 'settlementPage' | 'settlementStatement'> {
  const settlementPage = async (date: string, page: StatementPageRequest = {}) => {
    if (!isCalendarDate(date)) throw new RangeError(`date must be YYYY-MM-DD, got "${date}"`);
    return readPage(date, page);
  };
  return {
    settlementPage,
    settlementStatement: (date, options) => collectStatement({ code, settlementPage }, date, options),
  };
}
