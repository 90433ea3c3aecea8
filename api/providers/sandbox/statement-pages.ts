import type { Knex } from 'knex';
import Type from 'typebox';
import { conforms } from '../shared/request-checks.ts';
import { STATEMENT_PAGE_LIMIT } from '../shared/statement.ts';
import type { ProviderCode } from '../types.ts';
import { SETTLED_KEY_TEXT, type SettledKey, type SettledTransaction, settledFigures, settledPage } from './store.ts';

const InstantText = Type.String({ pattern: SETTLED_KEY_TEXT.source });

/**
 * What a statement cursor carries: the statement it belongs to; the instant its first page was
 * read (`asOf`: every page lists what was settled by then, so a transaction settling while the
 * pages are read changes neither the figures nor a later page); the day's count and total as
 * of then, which each later page repeats instead of counting the day again; the last row's key.
 */
const CursorSchema = Type.Object({
  provider: Type.String(),
  date: Type.String(),
  asOf: InstantText,
  count: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  after: Type.Object({
    settlesAt: InstantText,
    id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
  }),
});

interface Cursor {
  provider: ProviderCode;
  date: string;
  asOf: string;
  count: number;
  total: number;
  after: SettledKey;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** A real instant: the pattern lets 2026-02-30 through, which PostgreSQL would refuse with an error. */
const isInstant = (text: string) => {
  const parsed = new Date(text);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === text.slice(0, 23);
};

/** The cursor, if it is one this simulator gave for this provider's statement of `date`. */
function decodeCursor(text: string, provider: ProviderCode, date: string): Cursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!conforms(CursorSchema, value)) return null;
  if (value.provider !== provider || value.date !== date) return null;
  if (!isInstant(value.asOf) || !isInstant(value.after.settlesAt)) return null;
  return { ...value, provider };
}

export type SettledStatementPage =
  | { ok: true; transactions: SettledTransaction[]; count: number; total: number; nextCursor: string | null }
  | { ok: false; message: string };

/**
 * One page of a simulator's statement of `date`: up to `limit` settled successes after the
 * cursor, the day's count and total, and the next page's cursor (null on the last). A cursor of
 * another day or provider, or not one of ours, is refused: the route answers 400.
 */
export async function settledStatementPage(
  db: Knex,
  provider: ProviderCode,
  date: string,
  query: { limit?: number | undefined; cursor?: string | undefined },
): Promise<SettledStatementPage> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, provider, date);
  if (query.cursor !== undefined && !cursor) {
    return { ok: false, message: `cursor is not a cursor of this statement (${date})` };
  }
  const limit = query.limit ?? STATEMENT_PAGE_LIMIT;
  const figures = cursor ?? (await settledFigures(db, provider, date));
  // One row more than the page tells whether another page follows, without an empty last page.
  const rows = await settledPage(db, provider, date, {
    asOf: figures.asOf,
    after: cursor?.after ?? null,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const { asOf, count, total } = figures;
  return {
    ok: true,
    transactions: page.map((row) => row.transaction),
    count,
    total,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ provider, date, asOf, count, total, after: last.key }) : null,
  };
}
