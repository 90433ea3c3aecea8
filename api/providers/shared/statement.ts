import type { Static, TSchema } from 'typebox';
import type { ProviderCode, SettlementEntry, StatementOutcome } from '../types.ts';
import { malformed, type ProviderCallResult, transientFromStatus } from './http.ts';
import { conforms, firstProblem } from './request-checks.ts';

const PROVIDER_NAMES: Record<ProviderCode, string> = { mtn: 'MTN', orange: 'Orange', gimac: 'GIMAC' };

/**
 * Turns a provider's settlement answer into our statement. The three providers spell their
 * entries differently (`toEntries`), but a statement for another day or currency is refused
 * the same way everywhere: reconciling against it would report every payment as missing.
 */
export function readStatement<const S extends TSchema>(
  provider: ProviderCode,
  date: string,
  result: ProviderCallResult,
  schema: S,
  toEntries: (answer: Static<S>) => SettlementEntry[],
): StatementOutcome {
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
  const entries = toEntries(answer);
  return {
    kind: 'statement',
    statement: {
      provider,
      date,
      currency: 'XAF',
      entries,
      count: entries.length,
      totalAmount: entries.reduce((sum, entry) => sum + entry.amount, 0),
    },
  };
}
