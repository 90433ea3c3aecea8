import { describe, expect, it } from 'vitest';
import { signCallback, verifyCallbackSignature } from '../../../api/providers/gimac/signature.ts';

const secret = 'a-gimac-client-secret';
const body = '{"transfer_id":"GMC1","status":"COMPLETED"}';

describe('GIMAC callback signatures', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256', () => {
    expect(signCallback(secret, 1_700_000_000, body)).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(signCallback(secret, 1_700_000_000, body)).toBe(signCallback(secret, 1_700_000_000, body));
    expect(signCallback(secret, 1_700_000_001, body)).not.toBe(signCallback(secret, 1_700_000_000, body));
  });

  it('accepts a fresh, matching signature only', () => {
    const now = 1_700_000_000;
    const headers = { timestamp: String(now), signature: signCallback(secret, now, body) };
    expect(verifyCallbackSignature(secret, headers, body, now + 10)).toEqual({ ok: true });
    expect(verifyCallbackSignature('other-secret', headers, body, now)).toMatchObject({ ok: false });
    expect(verifyCallbackSignature(secret, headers, `${body} `, now)).toMatchObject({ ok: false });
    expect(verifyCallbackSignature(secret, headers, body, now + 301)).toMatchObject({
      ok: false,
      message: 'The callback timestamp is too far from now',
    });
    expect(verifyCallbackSignature(secret, { ...headers, timestamp: 'soon' }, body, now)).toMatchObject({ ok: false });
    expect(verifyCallbackSignature(secret, { timestamp: undefined, signature: undefined }, body, now)).toEqual({
      ok: false,
      message: 'The callback is not signed',
    });
  });
});
