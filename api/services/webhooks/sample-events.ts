import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '../../../domain/enums.ts';

/**
 * The `data` of a triggered event (`cemac trigger`): the fields the real event carries (a
 * payment as GET /api/v1/payments/{id} shows it, an account as GET /api/v1/accounts lists it, a
 * verification, a consent), with fresh ids, `livemode: false` and `test: true`, so a receiver
 * built against a sample handles the real event.
 */
export function sampleEventData(type: WebhookEvent, now: Date): Record<string, unknown> {
  const at = now.toISOString();
  const marked = { test: true, livemode: false };
  const [family, outcome] = type.split('.') as [string, string];
  switch (family) {
    case 'payment':
    case 'transaction':
      return { ...marked, ...samplePayment(outcome, at) };
    case 'account':
      return {
        ...marked,
        object: 'account',
        id: randomUUID(),
        accountNumber: '10005 00001 00000000123 45',
        accountType: 'checking',
        balance: 250_000,
        currency: 'XAF',
        status: 'active',
        bankName: 'CEMAC Open Banking',
        accountHolder: 'Amina Nkono',
        createdAt: at,
      };
    case 'verification':
    case 'kyc': {
      const approved = type !== 'kyc.rejected';
      return {
        ...marked,
        verificationId: randomUUID(),
        status: approved ? 'approved' : 'rejected',
        result: approved ? 'match' : 'mismatch',
        documentType: 'national_id',
        documentLast4: '4821',
        createdAt: at,
        completedAt: at,
      };
    }
    default:
      return {
        ...marked,
        object: 'consent',
        grantId: randomUUID(),
        clientId: 'app_test_sample',
        appName: 'Sample app',
        scopes: ['accounts:read'],
        accountIds: [randomUUID()],
      };
  }
}

function samplePayment(outcome: string, at: string): Record<string, unknown> {
  const status = outcome === 'completed' ? 'success' : outcome === 'failed' ? 'failed' : 'pending';
  return {
    paymentId: randomUUID(),
    status,
    reference: `TRIGGER-${Date.parse(at).toString(36).toUpperCase()}`,
    estimatedCompletion: status === 'pending' ? at : null,
    amount: 5000,
    currency: 'XAF',
    sourceAccountId: randomUUID(),
    destinationType: 'account',
    destinationAccountId: randomUUID(),
    destinationParticipant: null,
    description: 'Triggered from the CLI',
    failure:
      status === 'failed' ? { code: 'BENEFICIARY_NOT_FOUND', message: 'The beneficiary account does not exist' } : null,
    createdAt: at,
    authorizedAt: outcome === 'created' ? null : at,
    completedAt: status === 'success' ? at : null,
  };
}
