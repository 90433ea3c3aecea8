import { describe, expect, it } from 'vitest';
import { checkProviderPhone, isCemacMobile } from '../../../api/providers/phone.ts';
import { checkGimacWalletPhone } from '../../../api/providers/wallet-phone.ts';
import { cameroonOperatorOf } from '../../../domain/phone.ts';

describe('cameroonOperatorOf', () => {
  it.each([
    ['237650000000', 'mtn'],
    ['237654999999', 'mtn'],
    ['237670000000', 'mtn'],
    ['237679999999', 'mtn'],
    ['237680000000', 'mtn'],
    ['237683999999', 'mtn'],
    ['237655000000', 'orange'],
    ['237659999999', 'orange'],
    ['237690000000', 'orange'],
    ['237699999999', 'orange'],
  ])('%s belongs to %s', (msisdn, operator) => {
    expect(cameroonOperatorOf(msisdn)).toBe(operator);
  });

  it.each([
    '237660000000',
    '237620000000',
    '237684000000',
    '237689000000',
    '237222123456',
    '24174000000',
    '23767000000',
  ])('%s belongs to neither', (msisdn) => {
    expect(cameroonOperatorOf(msisdn)).toBeNull();
  });
});

describe('checkProviderPhone', () => {
  it('accepts a number of the chosen provider', () => {
    expect(checkProviderPhone('237670000000', 'mtn')).toEqual({ ok: true, msisdn: '237670000000', provider: 'mtn' });
    expect(checkProviderPhone('237690000006', 'orange')).toEqual({
      ok: true,
      msisdn: '237690000006',
      provider: 'orange',
    });
  });

  it('names what is wrong, in words a form can show', () => {
    expect(checkProviderPhone('+237670000000', 'mtn')).toMatchObject({
      ok: false,
      problem: 'invalid_format',
      message: { reason: 'phone_format', text: 'Phone must be 237 followed by 9 digits' },
    });
    expect(checkProviderPhone('670000000', 'mtn')).toMatchObject({ problem: 'invalid_format' });
    expect(checkProviderPhone('237222123456', 'mtn')).toMatchObject({ problem: 'not_mobile' });
    expect(checkProviderPhone('237660000000', 'orange')).toMatchObject({ problem: 'unknown_operator' });
    expect(checkProviderPhone('237690000000', 'mtn')).toEqual({
      ok: false,
      problem: 'wrong_provider',
      message: {
        reason: 'phone_wrong_provider',
        text: 'Phone is not an MTN Mobile Money number',
        params: { provider: 'MTN Mobile Money' },
      },
      operator: 'orange',
    });
    expect(checkProviderPhone('237670000000', 'orange')).toMatchObject({
      problem: 'wrong_provider',
      message: { reason: 'phone_wrong_provider', text: 'Phone is not an Orange Money number' },
      operator: 'mtn',
    });
  });
});

describe('isCemacMobile', () => {
  it('accepts mobile numbers of the named CEMAC country only', () => {
    expect(isCemacMobile('241074000000', 'GA')).toBe(true);
    expect(isCemacMobile('242061234567', 'CG')).toBe(true);
    expect(isCemacMobile('23566123456', 'TD')).toBe(true);
    expect(isCemacMobile('237670000000', 'GA')).toBe(false);
    expect(isCemacMobile('2410740', 'GA')).toBe(false);
    expect(isCemacMobile('+241074000000', 'GA')).toBe(false);
  });
});

describe('checkGimacWalletPhone', () => {
  it('applies the prefix rule to Cameroon operators and the country rule elsewhere', () => {
    expect(checkGimacWalletPhone('237670000000', 'MTN_CM')).toMatchObject({ ok: true, operator: { code: 'MTN_CM' } });
    expect(checkGimacWalletPhone('237670000000', 'ORANGE_CM')).toMatchObject({
      ok: false,
      problem: 'wrong_provider',
      message: { reason: 'phone_wrong_provider', text: 'Phone is not an Orange Money number' },
    });
    expect(checkGimacWalletPhone('241074000000', 'AIRTEL_GA')).toMatchObject({ ok: true });
    expect(checkGimacWalletPhone('237670000000', 'AIRTEL_GA')).toEqual({
      ok: false,
      problem: 'invalid_format',
      message: {
        reason: 'wallet_phone_country',
        text: 'Phone must be a Gabon mobile number starting with 241',
        params: { country: 'Gabon', callingCode: '241' },
      },
    });
    expect(checkGimacWalletPhone('237670000000', 'NOPE')).toMatchObject({
      ok: false,
      problem: 'unknown_operator_code',
    });
  });
});
