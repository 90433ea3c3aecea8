import { describe, expect, it } from 'vitest';
import { kycPlanFor, kycScenarioFor } from '../../../api/providers/kyc/scenarios.ts';
import { instructionLanguage, payerInstructions } from '../../../api/services/payments/ussd-instructions.ts';

describe('instructionLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CM,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-GB,fr;q=0.5', 'en'],
    ['de,fr;q=0.4,en;q=0.3', 'fr'],
    ['de, en;q=0.5, fr;q=0.4', 'en'],
    ['fr;q=0, en', 'en'],
    ['*', 'en'],
    ['FR', 'fr'],
  ] as const)('%s → %s', (header, language) => {
    expect(instructionLanguage(header)).toBe(language);
  });
});

describe('payerInstructions', () => {
  it('names the USSD code of each provider and the amount with grouped thousands, in both languages', () => {
    expect(payerInstructions('mtn', 1500000, '237670000000', 'en')).toMatchObject({ ussdCode: '*126#' });
    expect(payerInstructions('mtn', 1500000, '237670000000', 'en').instructions).toContain('1 500 000 XAF');
    const orange = payerInstructions('orange', 250, '237690000000', 'fr');
    expect(orange.ussdCode).toBe('#150#');
    expect(orange.instructions).toMatch(
      /^Une demande de paiement de 250 XAF a été envoyée au 237690000000\. Composez #150#/,
    );
  });
});

describe('KYC sandbox test identities', () => {
  it.each([
    ['112233445500', 'MATCH', false],
    ['112233445501', 'MISMATCH', false],
    ['112233445502', 'DOCUMENT_EXPIRED', false],
    ['AB1234503', 'MATCH', true],
    ['AB1234504', 'MISMATCH', true],
    ['112233445599', 'MATCH', false],
  ] as const)('%s → %s (review %s)', (number, outcome, review) => {
    expect(kycPlanFor(kycScenarioFor(number))).toEqual({ outcome, review });
  });
});
