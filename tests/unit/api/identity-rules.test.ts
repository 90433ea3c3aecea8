import { describe, expect, it } from 'vitest';
import { delayAfterFailure, throttlePolicy } from '../../../api/services/identity/login-throttle.ts';
import { SECURITY_DEFAULTS } from '../../../api/services/identity/security-settings.ts';
import { isEmailFormat } from '../../../domain/contact.ts';
import { normalizePhone } from '../../../domain/phone.ts';
import { SIGN_IN_PHONE } from '../../../domain/phone-spellings.ts';
import { canReadAll, canWriteAll, isReadOnly } from '../../../domain/roles.ts';

describe('normalizePhone at sign-in', () => {
  it.each([
    ['237677123456', '237677123456'],
    ['237 677 123 456', '237677123456'],
    ['+237 6 77 12 34 56', '237677123456'],
    ['00237677123456', '237677123456'],
    ['677123456', '237677123456'],
    ['6 77 12 34 56', '237677123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['not a number', 'notanumber'],
  ])('reads %j as %j', (typed, canonical) => {
    expect(normalizePhone(typed, SIGN_IN_PHONE)).toBe(canonical);
  });
});

describe('isEmailFormat', () => {
  it.each(['amina@example.cm', 'a.b+tag@sub.example.com', "o'neil@example.org"])('accepts %s', (email) => {
    expect(isEmailFormat(email)).toBe(true);
  });
  it.each(['amina@', '@example.cm', 'amina@example', 'a..b@example.cm', '.a@example.cm', 'a b@example.cm'])(
    'rejects %s',
    (email) => {
      expect(isEmailFormat(email)).toBe(false);
    },
  );
});

describe('sign-in throttle policy', () => {
  it('lets accounts fail twice at full speed, then waits 2, 4 s, then locks at the fifth', () => {
    const policy = throttlePolicy('account', SECURITY_DEFAULTS);
    expect(policy).toEqual({ freeFailures: 2, maxFailures: 5, lockSeconds: 900, maxDelaySeconds: 30 });
    expect([1, 2, 3, 4].map((failures) => delayAfterFailure(failures, policy))).toEqual([0, 0, 2, 4]);
  });

  it('gives shared addresses ten times the allowance, with waits capped at 30 s', () => {
    const policy = throttlePolicy('ip', SECURITY_DEFAULTS);
    expect(policy).toMatchObject({ freeFailures: 20, maxFailures: 50 });
    expect(delayAfterFailure(20, policy)).toBe(0);
    expect(delayAfterFailure(21, policy)).toBe(2);
    expect(delayAfterFailure(49, policy)).toBe(30);
  });
});

describe('roles', () => {
  it('lets staff read everything, ops and admin change things, auditors nothing', () => {
    expect(['customer', 'ops', 'auditor', 'admin'].map((role) => canReadAll(role as never))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(['customer', 'ops', 'auditor', 'admin'].map((role) => canWriteAll(role as never))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(isReadOnly('auditor')).toBe(true);
    expect(isReadOnly('admin')).toBe(false);
  });
});
