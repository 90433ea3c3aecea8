/**
 * Static demo data for the home page's account mockup (a demo account
 * and three sample transactions). It illustrates the product and is labelled as demo data on screen.
 */
export interface DemoTransaction {
  id: string;
  type: 'credit' | 'debit';
  amount: number;
  currency: 'XAF';
  descriptionKey: 'home.mockup.tx.salary' | 'home.mockup.tx.market' | 'home.mockup.tx.transfer';
  detailKey: 'home.mockup.tx.salaryFrom' | 'home.mockup.tx.marketAt' | 'home.mockup.tx.transferTo';
  status: 'completed';
  metadata: { source?: string; destination?: string; merchant?: string };
  created_at: string;
}

export const DEMO_ACCOUNT = {
  id: 'acc_demo_0142',
  account_number: '10005000010123456780142',
  balance: { amount: 1_250_000, currency: 'XAF' },
  status: 'active',
} as const;

export const DEMO_TRANSACTIONS: DemoTransaction[] = [
  {
    id: 'txn_demo_001',
    type: 'credit',
    amount: 450_000,
    currency: 'XAF',
    descriptionKey: 'home.mockup.tx.salary',
    detailKey: 'home.mockup.tx.salaryFrom',
    status: 'completed',
    metadata: { source: 'Cimencam SA' },
    created_at: '2026-11-20T08:15:00Z',
  },
  {
    id: 'txn_demo_002',
    type: 'debit',
    amount: 32_500,
    currency: 'XAF',
    descriptionKey: 'home.mockup.tx.market',
    detailKey: 'home.mockup.tx.marketAt',
    status: 'completed',
    metadata: { merchant: 'Supermarché Mahima' },
    created_at: '2026-11-19T17:42:00Z',
  },
  {
    id: 'txn_demo_003',
    type: 'debit',
    amount: 75_000,
    currency: 'XAF',
    descriptionKey: 'home.mockup.tx.transfer',
    detailKey: 'home.mockup.tx.transferTo',
    status: 'completed',
    metadata: { destination: '2376900•••21' },
    created_at: '2026-11-18T12:05:00Z',
  },
];

/** Which icon a transaction gets: money in, a shop purchase, or money sent to someone. */
export function transactionKind(transaction: DemoTransaction): 'credit' | 'merchant' | 'transfer' {
  if (transaction.type === 'credit') return 'credit';
  return transaction.metadata.merchant ? 'merchant' : 'transfer';
}
