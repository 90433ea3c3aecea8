import { DEMO_CUSTOMER_ACCOUNTS } from '../../../db/seeds/demo/30-accounts.ts';
import type { Operation } from './paced-load.ts';

/** Every operation names itself in its narration or description, so the database says what it caused. */
export const markOf = (id: string) => `fault-op ${id}`;

const [current, savings, business] = DEMO_CUSTOMER_ACCOUNTS;
const customer = { name: 'Amina Nkono', email: 'amina.fault@example.cm' };

/**
 * Sandbox numbers whose outcome comes within seconds (docs' test numbers): 00 succeeds at once,
 * 01 fails for funds, 07 succeeds after 2 s, 06 is declined. 03 (pending, then expired after the
 * sandbox timeout) and 05 (an HTTP 500 first) are left out: they test other things.
 */
const ENDINGS = ['00', '00', '07', '01', '06'] as const;

type Kind = 'mtn_charge' | 'orange_charge' | 'gimac_transfer' | 'account_transfer' | 'payout';

/** The mix of a busy platform: charges of both operators, interbank transfers, transfers both ways, payouts. */
const MIX: readonly Kind[] = [
  'mtn_charge',
  'mtn_charge',
  'orange_charge',
  'gimac_transfer',
  'account_transfer',
  'account_transfer',
  'payout',
];

/** A sandbox number of the operator (MTN 670…, Orange 690…), unique enough per operation, with the scenario ending. */
const phoneOf = (provider: 'mtn' | 'orange', index: number, ending: string) =>
  `237${provider === 'mtn' ? '67' : '69'}00${String(index % 1000).padStart(3, '0')}${ending}`;

function operationOf(kind: Kind, index: number, scenario: string): Operation {
  const id = `${scenario}-${index}`;
  const ending = ENDINGS[index % ENDINGS.length] ?? '00';
  const key = `fault-${id}`;
  const amount = 100 + (index % 17) * 25;
  switch (kind) {
    case 'mtn_charge':
    case 'orange_charge': {
      const provider = kind === 'mtn_charge' ? 'mtn' : 'orange';
      return {
        id,
        kind,
        key,
        path: '/api/v1/mobile-money/charge',
        body: { amount, phone: phoneOf(provider, index, ending), provider, customer, narration: markOf(id) },
      };
    }
    case 'gimac_transfer':
      return {
        id,
        kind,
        key,
        path: '/api/v1/gimac/bank-to-mobile',
        body: {
          amount: amount * 10,
          bankAccount: '10005000123456789',
          bankCode: 'AFRILAND_CM',
          mobilePhone: phoneOf('mtn', index, ending),
          mobileProvider: 'MTN_CM',
          customer,
          narration: markOf(id),
        },
      };
    case 'account_transfer': {
      // Both directions between two accounts at once: the deadlock the ledger's lock order prevents.
      const [from, to] = index % 2 === 0 ? [current, savings] : [savings, current];
      return {
        id,
        kind,
        key,
        path: '/api/v1/payments',
        body: {
          amount,
          currency: 'XAF',
          sourceAccountId: from?.id,
          destinationType: 'account',
          destinationAccountId: to?.id,
          description: markOf(id),
        },
      };
    }
    case 'payout':
      return {
        id,
        kind,
        key,
        path: '/api/v1/payments',
        body: {
          amount,
          currency: 'XAF',
          sourceAccountId: business?.id,
          destinationType: 'mobile_wallet',
          destinationAccountId: phoneOf('mtn', index, ending === '01' ? '00' : ending),
          description: markOf(id),
        },
      };
  }
}

/** `count` operations of the mix, keys and marks unique to the scenario. */
export function moneyOperations(scenario: string, count: number): Operation[] {
  return Array.from({ length: count }, (_, index) =>
    operationOf(MIX[index % MIX.length] ?? 'mtn_charge', index, scenario),
  );
}
