import { describe, expect, it } from 'vitest';
import { normalizePhone, TYPED_PHONE } from '../../../../domain/phone.ts';
import {
  missingFields,
  parseAmount,
  validateBankToMobile,
  validateMobileMoney,
  validateNewPayment,
  validateWalletToWallet,
} from '../../../../site/islands/payments/validation.ts';

const charge = {
  amount: '5000',
  phone: '237 670 000 000',
  provider: 'mtn',
  customerName: ' Amina Nkono ',
  customerEmail: 'amina@example.cm',
  narration: '',
};

describe('mobile money form', () => {
  it('builds the charge body: trimmed, phone compacted, no empty narration', () => {
    expect(validateMobileMoney(charge)).toEqual({
      ok: true,
      value: {
        amount: 5000,
        phone: '237670000000',
        provider: 'mtn',
        customer: { name: 'Amina Nkono', email: 'amina@example.cm' },
      },
    });
  });

  it('sends the narration when one is given', () => {
    const result = validateMobileMoney({ ...charge, narration: '  Invoice 12 ' });
    expect(result.ok && result.value.narration).toBe('Invoice 12');
  });

  it('lists every blank required field, whitespace counting as blank', () => {
    for (const name of ['amount', 'phone', 'provider', 'customerName', 'customerEmail']) {
      const result = validateMobileMoney({ ...charge, [name]: '   ' });
      expect(result).toEqual({ ok: false, reason: 'missing', fields: [name] });
    }
  });

  it('refuses an amount under 100 or with decimals, accepts exactly 100', () => {
    expect(validateMobileMoney({ ...charge, amount: '99' })).toEqual({ ok: false, reason: 'amount', min: 100 });
    expect(validateMobileMoney({ ...charge, amount: '150.5' })).toEqual({ ok: false, reason: 'amount', min: 100 });
    expect(validateMobileMoney({ ...charge, amount: '100' }).ok).toBe(true);
  });
});

describe('bank to mobile form', () => {
  const transfer = {
    amount: '1000',
    bankAccount: 'CM21 0001 2345',
    bankCode: 'AFRILAND',
    mobilePhone: '237690000000',
    mobileProvider: 'orange',
    customerName: 'Paul',
    customerEmail: 'paul@example.cm',
    narration: 'Rent',
  };

  it('needs at least 1000 XAF', () => {
    expect(validateBankToMobile({ ...transfer, amount: '999' })).toEqual({ ok: false, reason: 'amount', min: 1000 });
    const result = validateBankToMobile(transfer);
    expect(result.ok && result.value).toMatchObject({ amount: 1000, bankAccount: 'CM2100012345', narration: 'Rent' });
  });

  it('requires every field but the narration', () => {
    const result = validateBankToMobile({ ...transfer, bankCode: '', mobileProvider: '', narration: '' });
    expect(result).toEqual({ ok: false, reason: 'missing', fields: ['bankCode', 'mobileProvider'] });
  });
});

describe('mobile to mobile form', () => {
  it('requires both sides and builds the wallet-to-wallet body', () => {
    const values = {
      amount: '2500',
      senderPhone: '237670000000',
      senderOperator: 'mtn',
      receiverPhone: '+237 690 000 000',
      receiverOperator: 'orange',
      customerName: 'Amina',
      customerEmail: 'a@example.cm',
    };
    expect(validateWalletToWallet({ ...values, receiverOperator: '' })).toMatchObject({
      ok: false,
      fields: ['receiverOperator'],
    });
    const result = validateWalletToWallet(values);
    expect(result.ok && result.value.receiverPhone).toBe('237690000000');
  });
});

describe('new payment dialog', () => {
  const values = { amount: '20000', type: 'interbank', customerName: 'Chantal', phone: '237655000000' };

  it('requires amount, customer name and phone; e-mail and description are optional', () => {
    expect(validateNewPayment({ ...values, amount: '', customerName: '', phone: '' })).toEqual({
      ok: false,
      reason: 'missing',
      fields: ['amount', 'customerName', 'phone'],
    });
    expect(validateNewPayment(values)).toEqual({
      ok: true,
      value: {
        amount: 20000,
        currency: 'XAF',
        type: 'interbank',
        customer: { name: 'Chantal', phone: '237655000000' },
      },
    });
  });

  it('sends e-mail and description (as narration) when given; anything but interbank is mobile money', () => {
    const result = validateNewPayment({ ...values, type: 'other', email: 'c@example.cm', description: 'Refund' });
    expect(result.ok && result.value).toMatchObject({
      type: 'mobile_money',
      customer: { email: 'c@example.cm' },
      narration: 'Refund',
    });
  });
});

describe('helpers', () => {
  it('missingFields keeps the order of the required list', () => {
    expect(missingFields({ b: '', a: '' }, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('parseAmount accepts only whole numbers at or above the minimum', () => {
    expect(parseAmount(' 100 ', 100)).toBe(100);
    expect(parseAmount('1e3', 100)).toBeNull();
    expect(parseAmount('-500', 100)).toBeNull();
    expect(parseAmount('99999999999999999999', 100)).toBeNull();
  });

  it('a typed phone loses spaces, dots, dashes and a leading plus', () => {
    expect(normalizePhone('+237 670-00.00 00', TYPED_PHONE)).toBe('237670000000');
  });
});
