import { describe, expect, it } from 'vitest';
import { formatSignedXAF } from '../../../domain/money.ts';
import { READY_MADE_NUMBERS, SANDBOX_OUTCOMES } from '../../../site/lib/docs/sandbox-outcomes.ts';
import { DEMO_TRANSACTIONS, transactionKind } from '../../../site/lib/home-demo-account.ts';

describe('home account mockup', () => {
  it('has a credit, a merchant purchase and a transfer, each with its sign', () => {
    expect(DEMO_TRANSACTIONS.map(transactionKind)).toEqual(['credit', 'merchant', 'transfer']);
    const signs = DEMO_TRANSACTIONS.map((transaction) => formatSignedXAF(transaction.amount, transaction.type)[0]);
    expect(signs).toEqual(['+', '−', '−']);
  });
});

describe('sandbox test numbers', () => {
  it('covers the endings 00 to 06 and the rest, in order', () => {
    expect(SANDBOX_OUTCOMES.map((outcome) => outcome.ending)).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07–99',
    ]);
  });

  it('offers seven ready-made numbers per operator with valid Cameroonian prefixes and every ending', () => {
    expect(READY_MADE_NUMBERS.mtn.every((number) => /^237670000\d{3}$/.test(number))).toBe(true);
    expect(READY_MADE_NUMBERS.orange.every((number) => /^237690000\d{3}$/.test(number))).toBe(true);
    expect(READY_MADE_NUMBERS.mtn.map((number) => number.slice(-2))).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
    ]);
  });
});
