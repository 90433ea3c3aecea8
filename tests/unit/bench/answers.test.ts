import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetPlan, GetResult } from '../../bench/api-read/get-clients.ts';
import { countAnswer, mergeAnswers, noAnswers, verdict } from '../../bench/shared/answers.ts';
import { runClientProcess } from '../../bench/shared/client-process.ts';

/** Runs the api-read bench's client process (tests/bench/api-read/get-clients.ts) on a plan. */
const runClients = (plan: GetPlan) => runClientProcess<GetPlan, GetResult>('tests/bench/api-read/get-clients.ts', plan);

describe('bench answer counting', () => {
  it('meets the target only when every answer is the expected success', () => {
    const good = noAnswers();
    for (let call = 0; call < 3; call += 1) countAnswer(good, 200, '{"data":[]}', [200]);
    expect(verdict([{ label: 'reads', answers: good, expected: [200] }])).toEqual({
      met: true,
      lines: ['answers, reads: 200×3 (expected 200)', 'target met'],
    });
  });

  it('fails on a single bad answer, whatever the figures, and prints the first one with its body', () => {
    const answers = noAnswers();
    countAnswer(answers, 200, '{}', [200]);
    countAnswer(answers, 429, '{"error":{"code":"rate_limited"}}', [200]);
    countAnswer(answers, 401, '{"error":{"code":"unauthorized"}}', [200]);
    const outcome = verdict([{ label: 'reads', answers, expected: [200] }], [{ label: 'throughput', met: true }]);
    expect(outcome.met).toBe(false);
    expect(outcome.lines).toContain('  2 of 3 not 200; first bad answer 429: {"error":{"code":"rate_limited"}}');
    expect(outcome.lines.at(-1)).toBe('target missed');
  });

  it('fails when nothing was measured, or a target was missed', () => {
    expect(verdict([{ label: 'reads', answers: noAnswers(), expected: [200] }]).met).toBe(false);
    const ok = mergeAnswers([{ statuses: { 201: 2 }, firstFailure: null }]);
    const outcome = verdict([{ label: 'charges', answers: ok, expected: [201] }], [{ label: 'p99', met: false }]);
    expect(outcome.met).toBe(false);
    expect(outcome.lines).toContain('target p99: NOT met');
  });

  describe('the api-read clients against a key check', () => {
    const server = Fastify();
    let origin = '';
    beforeAll(async () => {
      server.get('/api/v1/accounts', async (request, reply) =>
        request.headers.authorization === 'Bearer right'
          ? { data: [] }
          : reply.code(401).send({ error: { code: 'unauthorized', message: 'Invalid API key' } }),
      );
      origin = await server.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(() => server.close());

    const plan = (authorization: string): GetPlan => ({
      origin,
      path: '/api/v1/accounts',
      concurrency: 2,
      total: 20,
      headersByWorker: [{ authorization }, { authorization }],
    });

    it('counts a wrong key as bad answers and misses the target', async () => {
      const result = await runClients(plan('Bearer wrong'));
      expect(result.statuses).toEqual({ 401: 20 });
      const outcome = verdict([{ label: 'reads', answers: result, expected: [200] }]);
      expect(outcome.met).toBe(false);
      expect(outcome.lines.join('\n')).toContain('first bad answer 401: {"error":{"code":"unauthorized"');
    });

    it('meets it with the right key', async () => {
      const result = await runClients(plan('Bearer right'));
      expect(verdict([{ label: 'reads', answers: result, expected: [200] }]).met).toBe(true);
    });
  });
});
