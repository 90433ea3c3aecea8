import { defineMessages } from './define.ts';

/** What an Idempotency-Key header that cannot be honoured answers. */
export const IDEMPOTENCY_MESSAGES = defineMessages({
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 characters',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still in progress',
});
