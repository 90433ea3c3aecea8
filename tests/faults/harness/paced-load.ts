/**
 * Clients that behave as the documentation tells integrators to: every money POST carries an
 * Idempotency-Key, and a request that got no answer (a cut connection, a timeout) or a 503 or
 * a 409 `idempotency_in_progress` is sent again with the same key and body until it is
 * answered. The load is paced (a fixed number of requests started per second), so a fault
 * lands in the middle of a steady stream of money movements.
 */

export interface Operation {
  id: string;
  kind: string;
  path: string;
  body: Record<string, unknown>;
  key: string;
}

export interface Answer {
  status: number;
  text: string;
  replayed: boolean;
}

export interface Outcome {
  operation: Operation;
  /** Every answer it got, in order (503s and 409s while retrying included). */
  answers: Answer[];
  /** The answer the client kept: the first that was neither 503 nor a 409 in progress. */
  final: Answer | null;
  /** Requests that got no HTTP answer at all (connection refused or cut, timeout). */
  unanswered: number;
}

export interface LoadOptions {
  /** Where the API is now (a restarted server keeps its port). */
  origin: string;
  credential: string;
  perSecond: number;
  /** A client gives up on an operation this long after its first try. */
  giveUpAfterMs: number;
  requestTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the client must send the same request again: no usable answer yet. */
function tryAgain(answer: Answer): boolean {
  if (answer.status === 503) return true;
  return answer.status === 409 && answer.text.includes('idempotency_in_progress');
}

export async function send(options: LoadOptions, operation: Operation): Promise<Answer | null> {
  try {
    const response = await fetch(`${options.origin}${operation.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.credential}`,
        'content-type': 'application/json',
        'idempotency-key': operation.key,
      },
      body: JSON.stringify(operation.body),
      signal: AbortSignal.timeout(options.requestTimeoutMs ?? 15_000),
    });
    return {
      status: response.status,
      text: await response.text(),
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  } catch {
    return null;
  }
}

async function runOne(options: LoadOptions, operation: Operation): Promise<Outcome> {
  const outcome: Outcome = { operation, answers: [], final: null, unanswered: 0 };
  const started = Date.now();
  while (Date.now() - started < options.giveUpAfterMs) {
    const answer = await send(options, operation);
    if (!answer) {
      outcome.unanswered += 1;
      await sleep(500);
      continue;
    }
    outcome.answers.push(answer);
    if (!tryAgain(answer)) {
      outcome.final = answer;
      return outcome;
    }
    await sleep(500);
  }
  return outcome;
}

/** Starts `operations` at `perSecond`, each retried like a real client; resolves when all are answered or given up. */
export async function runPacedLoad(options: LoadOptions, operations: Operation[]): Promise<Outcome[]> {
  const running: Promise<Outcome>[] = [];
  const interval = 1000 / options.perSecond;
  const started = Date.now();
  for (const [index, operation] of operations.entries()) {
    const due = started + index * interval;
    if (due > Date.now()) await sleep(due - Date.now());
    running.push(runOne(options, operation));
  }
  return Promise.all(running);
}

/** The load's answers that no client may ever get: any 5xx but 503 (an outage says 503, a bug says 500). */
export function serverErrors(outcomes: Outcome[]): string[] {
  return outcomes.flatMap((outcome) =>
    outcome.answers
      .filter((answer) => answer.status >= 500 && answer.status !== 503)
      .map((answer) => `${outcome.operation.id}: ${answer.status} ${answer.text.slice(0, 200)}`),
  );
}
