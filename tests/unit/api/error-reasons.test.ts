import { describe, expect, it } from 'vitest';
import { AppError, detail, envelope } from '../../../api/errors.ts';
import { MESSAGE_REGISTRIES } from '../../../domain/error-reasons.ts';
import { defineMessages, fill, type MessageTemplate } from '../../../domain/messages/define.ts';

const templates = Object.values(MESSAGE_REGISTRIES).flatMap((registry) =>
  Object.values(registry as Record<string, MessageTemplate>),
);

describe('error reasons', () => {
  it('derives each reason from its key in snake_case', () => {
    const messages = defineMessages({ emailTaken: 'An account with this email already exists', pin: 'PIN' });
    expect(messages.emailTaken).toEqual({ reason: 'email_taken', text: 'An account with this email already exists' });
    expect(messages.pin.reason).toBe('pin');
  });

  it('gives every message of the API its own reason, so a client can translate each one', () => {
    const reasons = templates.map((template) => template.reason);
    const repeated = reasons.filter((reason, index) => reasons.indexOf(reason) !== index);
    expect(repeated).toEqual([]);
    expect(templates.length).toBeGreaterThan(60);
  });

  it('sends the filled text with its reason and the values that filled it', () => {
    const locked = fill(MESSAGE_REGISTRIES.identity.accountLocked, { minutes: 14 });
    expect(locked).toEqual({
      reason: 'account_locked',
      text: 'Too many failed sign-in attempts. This account is locked; try again in 14 min.',
      params: { minutes: 14 },
    });
    const error = new AppError('account_locked', locked, {
      details: [detail('pin', MESSAGE_REGISTRIES.identity.pinInvalid)],
    });
    expect(envelope(error, 'req-1')).toEqual({
      error: {
        code: 'account_locked',
        message: locked.text,
        reason: 'account_locked',
        params: { minutes: 14 },
        details: [{ path: 'pin', message: 'PIN must be 4-6 digits', reason: 'pin_invalid' }],
        requestId: 'req-1',
      },
    });
  });
});
