import { formatRate } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';

/** The success rate of some calls, or a dash when there were none: "0 %" would say they all failed. */
export function rateOrDash(usage: { totalRequests: number; successRate: number }, lang: Lang): string {
  return usage.totalRequests === 0 ? '—' : formatRate(`${usage.successRate}%`, lang);
}
