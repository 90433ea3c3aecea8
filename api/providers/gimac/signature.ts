import { createHmac } from 'node:crypto';
import { sameSecret } from '../shared/secrets.ts';

/** Callbacks older or newer than this are refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>` */
export function signCallback(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; message: string };

export function verifyCallbackSignature(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!headers.signature || !headers.timestamp) return { ok: false, message: 'The callback is not signed' };
  if (!/^\d{1,12}$/.test(headers.timestamp)) return { ok: false, message: 'The callback timestamp is not valid' };
  const timestamp = Number(headers.timestamp);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, message: 'The callback timestamp is too far from now' };
  }
  const expected = signCallback(secret, timestamp, rawBody);
  return sameSecret(headers.signature, expected)
    ? { ok: true }
    : { ok: false, message: 'The callback signature is wrong' };
}
