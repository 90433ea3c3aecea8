import type { Lang } from '../../../domain/languages.ts';

/**
 * The sandbox simulators' outcomes by the last two digits of the payer's (or, for
 * bank-to-mobile, the receiving) phone number. This table is the contract the MTN, Orange
 * and GIMAC simulators follow; the docs render it from here.
 */
export interface SandboxOutcome {
  ending: string;
  outcome: Record<Lang, string>;
  /** Provider reasons, MTN / Orange / GIMAC; null when the payment succeeds. */
  reasons: { mtn: string; orange: string; gimac: string } | null;
}

export const SANDBOX_OUTCOMES: SandboxOutcome[] = [
  { ending: '00', outcome: { en: 'Succeeds at once', fr: 'Réussit immédiatement' }, reasons: null },
  {
    ending: '01',
    outcome: { en: 'Fails: insufficient funds', fr: 'Échoue : fonds insuffisants' },
    reasons: { mtn: 'NOT_ENOUGH_FUNDS', orange: 'INSUFFICIENT_FUNDS', gimac: 'INSUFFICIENT_FUNDS' },
  },
  {
    ending: '02',
    outcome: { en: 'Fails: payer (wallet) not found', fr: 'Échoue : payeur (portefeuille) introuvable' },
    reasons: { mtn: 'PAYER_NOT_FOUND', orange: 'SUBSCRIBER_NOT_FOUND', gimac: 'BENEFICIARY_NOT_FOUND' },
  },
  {
    ending: '03',
    outcome: {
      en: 'Stays pending, then expires: the payment fails after the sandbox timeout',
      fr: 'Reste en attente puis expire : le paiement échoue après le délai du bac à sable',
    },
    reasons: { mtn: 'EXPIRED', orange: 'EXPIRED', gimac: 'TIMEOUT' },
  },
  {
    ending: '04',
    outcome: { en: 'Succeeds after a delay (about 10 seconds)', fr: 'Réussit après un délai (environ 10 secondes)' },
    reasons: null,
  },
  {
    ending: '05',
    outcome: {
      en: 'The provider answers HTTP 500 once, then succeeds (tests your handling of transient errors)',
      fr: 'Le fournisseur répond une fois HTTP 500, puis réussit (teste votre gestion des erreurs passagères)',
    },
    reasons: null,
  },
  {
    ending: '06',
    outcome: { en: 'The payer declines the prompt', fr: 'Le payeur refuse la demande de paiement' },
    reasons: { mtn: 'APPROVAL_REJECTED', orange: 'CANCELLED', gimac: 'REJECTED' },
  },
  {
    ending: '07–99',
    outcome: { en: 'Succeeds after about 2 seconds', fr: 'Réussit après environ 2 secondes' },
    reasons: null,
  },
];

/** Above this amount every sandbox payment fails with PAYER_LIMIT_REACHED. */
export const SANDBOX_AMOUNT_LIMIT_XAF = 5_000_000;

export const READY_MADE_NUMBERS = {
  mtn: Array.from({ length: 7 }, (_, index) => `23767000000${index}`),
  orange: Array.from({ length: 7 }, (_, index) => `23769000000${index}`),
};
