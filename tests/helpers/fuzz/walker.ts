import http from 'node:http';
import fc from 'fast-check';
import { CALLER_KINDS, type CallerKind, Callers, type Transport } from './callers.ts';
import { type FuzzResponse, type OutgoingRequest, send, sendRaw, wireBytes } from './http-client.ts';
import { type OpenApiDocument, operationsOf, schemaResolver } from './openapi-operations.ts';
import { type Draft, type Probe, probesFor } from './probes.ts';
import { answerProblems } from './response-checks.ts';

export interface FuzzOptions {
  origin: URL;
  /** Requests to send after the admission round (one valid request per operation and caller). */
  cases: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** The server's BODY_LIMIT_BYTES. */
  bodyLimit: number;
  /** The server's error log lines, to show next to a failure (matched by request id). */
  serverErrors?: () => Record<string, unknown>[];
}

export interface Failure {
  /** Operation, kind of input, target and problem. */
  key: string;
  count: number;
  /** The first request that showed it, and what came back. */
  example: string;
}

export interface FuzzReport {
  operations: number;
  probes: number;
  requests: number;
  /** Bodies over the limit whose 413 a connection reset overtook. */
  resetsBeforeAnswer: number;
  /** The ten slowest answers, to see what loads the server. */
  slowest: string[];
  statuses: Record<string, number>;
  failures: Failure[];
  durationMs: number;
}

interface Case {
  probe: Probe;
  cycle: number;
  caller: CallerKind;
  transport: Transport;
  seed: number;
}

/** Bodies larger than this go over a socket of their own, read while they are written. */
const RAW_BODY_BYTES = 256 * 1024;

const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

function targetOf(probe: Probe, draft: Draft): string {
  const path = probe.operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => draft.pathParams[name] ?? '');
  return draft.query ? `${path}?${draft.query}` : path;
}

/** A different client address per request, so per-address limits do not stop the fuzzer early. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * Walks every operation of the OpenAPI document with schema-derived bad inputs (see probes.ts)
 * as every kind of caller, and checks every answer (see response-checks.ts). Deterministic for
 * a seed: case i draws its values with seed + i.
 */
export async function runFuzzer(document: OpenApiDocument, options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const resolve = schemaResolver(document);
  const operations = operationsOf(document);
  const probes = operations.flatMap((operation, index) => probesFor(operation, resolve, index));
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const callers = new Callers(options.origin, agent);
  await callers.signInAll();

  const statuses: Record<string, number> = {};
  const failures = new Map<string, Failure & { requestId?: string | undefined }>();
  let requests = 0;
  let resetsBeforeAnswer = 0;
  const slowest: { millis: number; what: string }[] = [];

  async function run(testCase: Case, index: number, retry = true): Promise<FuzzResponse | undefined> {
    const { probe } = testCase;
    const [draft] = fc.sample(probe.draft(testCase.cycle), { seed: testCase.seed, numRuns: 1 });
    if (!draft) return undefined;
    const target = targetOf(probe, draft);
    const credentials = draft.ownCredentials ? {} : callers.credentials(testCase.caller, testCase.transport);
    const headers: Record<string, string> = {
      'x-forwarded-for': addressOf(index),
      ...credentials,
      ...draft.headers,
    };
    if (draft.body !== undefined && draft.contentType !== null)
      headers['content-type'] ??= draft.contentType ?? 'application/json';
    const request: OutgoingRequest = {
      method: probe.operation.method,
      target,
      headers,
      ...(draft.body ? { body: draft.body } : {}),
    };
    requests += 1;
    let response: FuzzResponse | undefined;
    let problems: string[];
    const sent = performance.now();
    try {
      if (draft.raw !== undefined) {
        const bytes = Buffer.from(draft.raw.replace('{method}', request.method).replace('{target}', target), 'latin1');
        ({ response } = await sendRaw(options.origin, bytes));
        problems = response ? answerProblems(response, undefined) : ['no answer to malformed HTTP'];
      } else if ((request.body?.length ?? 0) > RAW_BODY_BYTES) {
        const exchange = await sendRaw(options.origin, wireBytes(options.origin, request));
        response = exchange.response;
        if (response) problems = answerProblems(response, probe.operation.statuses, probe.operation.oauthErrorStatuses);
        // The server answers 413 and closes before it reads a body over its limit; a reset
        // can then reach the client before the answer does (TCP discards it): no answer to
        // check, and nothing the server can do about it (docs/design/request-path.md, "Protocol limits").
        else if (exchange.reset && (request.body?.length ?? 0) > options.bodyLimit) {
          problems = [];
          resetsBeforeAnswer += 1;
        } else problems = ['no answer to a large body'];
      } else {
        response = await send(options.origin, agent, request);
        problems = answerProblems(response, probe.operation.statuses, probe.operation.oauthErrorStatuses);
      }
    } catch (error) {
      problems = [`no answer (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`];
    }
    noteDuration(
      performance.now() - sent,
      `${probe.operation.id} · ${probe.kind} ${probe.target} → ${response?.status}`,
    );
    if (response) statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    for (const problem of problems) record(testCase, request, draft, response, problem);
    // A 401 because another case signed this caller out (POST /oauth/logout) says nothing
    // about this input: sign in again and send it once more.
    if (response?.status === 401 && !draft.ownCredentials && retry) {
      const renewed = await callers.renewIfEnded(testCase.caller, credentials).catch(() => false);
      if (renewed) return run(testCase, index, false);
    }
    return response;
  }

  function noteDuration(millis: number, what: string) {
    slowest.push({ millis, what });
    slowest.sort((a, b) => b.millis - a.millis);
    slowest.length = Math.min(slowest.length, 10);
  }

  function record(
    testCase: Case,
    request: OutgoingRequest,
    draft: Draft,
    response: FuzzResponse | undefined,
    problem: string,
  ) {
    const { probe } = testCase;
    const key = `${probe.operation.id} · ${probe.kind} ${probe.target} → ${problem}`;
    const known = failures.get(key);
    if (known) {
      known.count += 1;
      return;
    }
    const example = [
      `caller ${testCase.caller} (${testCase.transport}), cycle ${testCase.cycle}, seed ${testCase.seed}`,
      `${request.method} ${clip(request.target, 200)}`,
      `headers ${clip(JSON.stringify(request.headers))}`,
      draft.raw !== undefined
        ? `raw ${clip(JSON.stringify(draft.raw))}`
        : `body ${clip(request.body?.toString('utf8') ?? '(none)')}`,
      response ? `answer ${response.status} ${clip(response.body)}` : 'no answer',
    ].join('\n    ');
    failures.set(key, { key, count: 1, example, requestId: response?.headers['x-request-id'] });
  }

  /** The server's error lines about a failure's example (written after its answer, so read last). */
  function withServerLog(failure: Failure & { requestId?: string | undefined }): Failure {
    const logged = (options.serverErrors?.() ?? []).filter(
      (line) => failure.requestId && line.reqId === failure.requestId,
    );
    const lines = logged.map((line) => `server log ${clip(JSON.stringify(line), 800)}`);
    return { key: failure.key, count: failure.count, example: [failure.example, ...lines].join('\n    ') };
  }

  // Admission: one valid request per operation and caller tells which callers get past
  // authentication, so most cases go to callers whose input reaches the validator and below.
  const admitted = new Map<string, CallerKind[]>();
  const validProbes = probes.filter((probe) => probe.kind === 'valid');
  let index = 0;
  await Promise.all(
    validProbes.map(async (probe) => {
      const inside: CallerKind[] = [];
      for (const caller of CALLER_KINDS) {
        const response = await run(
          { probe, cycle: 0, caller, transport: 'bearer', seed: options.seed + index },
          index++,
        );
        if (response && response.status !== 401 && response.status !== 403) inside.push(caller);
      }
      admitted.set(probe.operation.id, inside);
    }),
  );

  const cases: Case[] = Array.from({ length: options.cases }, (_, number) => {
    const probe = probes[number % probes.length] as Probe;
    const cycle = Math.floor(number / probes.length);
    const inside = admitted.get(probe.operation.id) ?? [];
    const outside = CALLER_KINDS.filter((caller) => !inside.includes(caller));
    const turn = cycle + number;
    // One case in five goes to a caller that authentication turns away: bad input must not
    // confuse the order of the checks either.
    const pool = (number % 5 === 4 && outside.length > 0) || inside.length === 0 ? outside : inside;
    return {
      probe,
      cycle,
      caller: pool[turn % pool.length] ?? 'anonymous',
      transport: turn % 3 === 2 ? 'cookie' : 'bearer',
      seed: (options.seed + number) | 0,
    };
  });

  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let number = next++; number < cases.length; number = next++) {
        await run(cases[number] as Case, index + number);
      }
    }),
  );
  agent.destroy();
  return {
    operations: operations.length,
    probes: probes.length,
    requests,
    resetsBeforeAnswer,
    slowest: slowest.map(({ millis, what }) => `${millis.toFixed(0)} ms ${what}`),
    statuses,
    failures: [...failures.values()].map(withServerLog).sort((a, b) => a.key.localeCompare(b.key)),
    durationMs: performance.now() - started,
  };
}
