import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fill } from '../../domain/messages/define.ts';
import { HTTP_MESSAGES } from '../../domain/messages/http.ts';
import { AppError } from '../errors.ts';

/**
 * How deeply objects and arrays may nest in a request body. The deepest body the API defines
 * is two levels (a payment's `customer`); a provider callback a few more. Deeper bodies are
 * refused before validation, so no recursive code (canonical JSON of an idempotent request,
 * logging, the validator) ever walks ten thousand levels and overflows the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether objects and arrays in `value` nest deeper than `limit`, found without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

async function jsonDepth(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
      throw new AppError('bad_request', fill(HTTP_MESSAGES.bodyTooDeep, { limit: MAX_JSON_DEPTH }));
    }
  });
}

export default fp(jsonDepth, { name: 'json-depth', fastify: '5.x' });
