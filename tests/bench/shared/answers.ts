/**
 * What every bench counts of the answers it measured, and its verdict. A figure measured on
 * refused calls measures nothing (issue 29: api-read once said "target met" over 27 000 429s),
 * so any measured answer that is not the expected success fails the run, whatever the
 * throughput, and the first one is printed with its body so the cause is on screen.
 */
export interface Answers {
  /** Answers by HTTP status (or by the name of what was checked, e.g. a Lighthouse page). */
  statuses: Record<string, number>;
  /** The first answer that was not the expected success: "status: body". */
  firstFailure: string | null;
}

export const noAnswers = (): Answers => ({ statuses: {}, firstFailure: null });

/** Counts one answer; one that is not `expected` becomes the first failure if none was seen. */
export function countAnswer(answers: Answers, status: number, body: string, expected: readonly number[]): void {
  answers.statuses[status] = (answers.statuses[status] ?? 0) + 1;
  if (!expected.includes(status)) answers.firstFailure ??= `${status}: ${body.slice(0, 300)}`;
}

/** Several rounds' answers as one count, keeping the earliest failure. */
export function mergeAnswers(rounds: readonly Answers[]): Answers {
  const merged = noAnswers();
  for (const round of rounds) {
    for (const [status, count] of Object.entries(round.statuses)) {
      merged.statuses[status] = (merged.statuses[status] ?? 0) + count;
    }
    merged.firstFailure ??= round.firstFailure;
  }
  return merged;
}

/** How many answers had a status outside `expected`. */
export function unexpectedCount(answers: Answers, expected: readonly number[]): number {
  return Object.entries(answers.statuses)
    .filter(([status]) => !expected.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
}

export const describeAnswers = (answers: Answers) =>
  Object.entries(answers.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ') || 'none';

/** One group of measured answers and the statuses that count as success for it. */
export interface AnswerCheck {
  label: string;
  answers: Answers;
  expected: readonly number[];
}

/** A figure the bench promises, and whether this run kept it. */
export interface TargetCheck {
  label: string;
  met: boolean;
}

export interface Verdict {
  met: boolean;
  lines: string[];
}

/**
 * The run's verdict: met only when every group answered only its expected statuses (and
 * answered at all) and every target held. The lines say each group's counts, the first bad
 * answer of each failing group, each missed target, then "target met" or "target missed".
 */
export function verdict(checks: readonly AnswerCheck[], targets: readonly TargetCheck[] = []): Verdict {
  const lines: string[] = [];
  let met = true;
  for (const { label, answers, expected } of checks) {
    const bad = unexpectedCount(answers, expected);
    const total = Object.values(answers.statuses).reduce((sum, count) => sum + count, 0);
    lines.push(`answers, ${label}: ${describeAnswers(answers)} (expected ${expected.join(' or ')})`);
    if (bad > 0 || total === 0) {
      met = false;
      lines.push(
        total === 0
          ? `  no answer was measured for ${label}`
          : `  ${bad} of ${total} not ${expected.join(' or ')}; first bad answer ${answers.firstFailure ?? '(not kept)'}`,
      );
    }
  }
  for (const target of targets) {
    lines.push(`target ${target.label}: ${target.met ? 'met' : 'NOT met'}`);
    if (!target.met) met = false;
  }
  lines.push(met ? 'target met' : 'target missed');
  return { met, lines };
}

/**
 * Ends a bench with its verdict. Explicitly: embedded PostgreSQL's exit hook (async-exit-hook)
 * calls `process.exit(0)` on `beforeExit`, which would overwrite `process.exitCode` and report
 * a missed target as success.
 */
export function exitWithVerdict(): never {
  process.exit(process.exitCode ?? 0);
}
