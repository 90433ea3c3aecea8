import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../../api/plugins/json-depth.ts';
import { withSharedFormats } from '../../../api/schemas/ajv-rules.ts';
import { isStorableText } from '../../../api/schemas/text.ts';
import { isAcceptedDate } from '../../../domain/calendar-date.ts';

describe('the text rule', () => {
  it('refuses NUL and unpaired surrogates, and nothing else', () => {
    expect(isStorableText('Chantal Mbïda 😀')).toBe(true);
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('\udc00\ud800')).toBe(false);
  });

  it('reaches every string and number of a schema copy, leaving the original as written', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 100 },
        email: { type: 'string', format: 'email' },
        company: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        amount: { type: 'integer', minimum: 100 },
        tags: { type: 'array', items: { type: 'string' } },
      },
    };
    const original = structuredClone(schema);
    expect(withSharedFormats(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 100, format: 'text' },
        email: { type: 'string', format: 'email', allOf: [{ type: 'string', format: 'text' }] },
        company: { anyOf: [{ type: 'string', format: 'text' }, { type: 'null' }] },
        amount: { type: 'integer', minimum: 100, finite: true },
        tags: { type: 'array', items: { type: 'string', format: 'text' } },
      },
    });
    expect(schema).toEqual(original);
  });
});

describe('dates', () => {
  it('are real calendar days from 2000-01-01 to 2099-12-31', () => {
    expect(isAcceptedDate('2026-11-22')).toBe(true);
    expect(isAcceptedDate('2000-01-01')).toBe(true);
    expect(isAcceptedDate('2099-12-31')).toBe(true);
    for (const date of ['0000-01-01', '1999-12-31', '2100-01-01', '2026-02-29', '2026-13-01', '22/11/2026']) {
      expect(isAcceptedDate(date), date).toBe(false);
    }
  });
});

describe('JSON depth', () => {
  const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`);

  it('counts objects and arrays, not scalars, without recursing', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ a: 1 }, 1)).toBe(false);
    expect(nestsDeeperThan({ a: { b: [1] } }, 2)).toBe(true);
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(nested(200_000), 32)).toBe(true);
  });
});
