import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_READER_ROLES, PAYMENT_WRITER_ROLES } from '../../../domain/roles.ts';
import { callerWithMode } from '../../plugins/livemode.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  BankToMobileBodySchema,
  GimacStatusSchema,
  IdempotencyHeadersSchema,
  TransferCreatedSchema,
  WalletToWalletBodySchema,
} from '../../schemas/payments.ts';
import { gimacServiceStatus } from '../../services/payments/gimac-status.ts';
import { transferBankToMobile, transferWalletToWallet } from '../../services/payments/initiate.ts';
import type { PaymentRow } from '../../services/payments/model.ts';
import { NEW_PAYMENT_ERRORS, postMoney } from '../shared/money-route.ts';

function created(payment: PaymentRow) {
  return {
    data: {
      transaction_id: payment.reference,
      reference: payment.reference,
      livemode: payment.livemode,
      status: 'pending' as const,
      amount: Number(payment.amount),
      currency: 'XAF' as const,
    },
  };
}

/** GIMAC interbank calls of the dashboard: service status, bank-to-mobile and mobile-to-mobile transfers. */
const gimacRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/gimac/status',
    {
      onRequest: app.requireCaller({ roles: PAYMENT_READER_ROLES, scope: 'mobile_money:write' }),
      schema: {
        operationId: 'getGimacStatus',
        tags: ['Mobile Money'],
        summary: 'GIMAC service status',
        description: 'Calls GIMAC now; `status` is `success` when GIMAC answers that it is up.',
        response: { 200: GimacStatusSchema, ...errorResponses(401) },
      },
    },
    async () => gimacServiceStatus(app.providers),
  );

  postMoney(app, '/api/v1/gimac/bank-to-mobile', {
    onRequest: app.requireCaller({ roles: PAYMENT_WRITER_ROLES, scope: 'mobile_money:write' }),
    gate: app.paymentGate(() => 'bank_to_mobile'),
    schema: {
      operationId: 'transferBankToMobile',
      tags: ['Mobile Money'],
      summary: 'Bank to mobile transfer',
      description:
        'Sends money from a bank account to a mobile wallet through GIMAC. Minimum 1000 XAF, whole XAF. Send an `Idempotency-Key` to retry safely. While the platform has paused interbank transfers the answer is 503 `interbank_paused`.',
      headers: IdempotencyHeadersSchema,
      body: BankToMobileBodySchema,
      response: { 201: TransferCreatedSchema, ...errorResponses(...NEW_PAYMENT_ERRORS) },
    },
    status: 201,
    answer: created,
    move: (request, idempotency) => transferBankToMobile(app.store, callerWithMode(request), request.body, idempotency),
    logged: (payment) => [{ reference: payment.reference }, 'bank to mobile transfer created'],
  });

  postMoney(app, '/api/v1/gimac/wallet-to-wallet', {
    onRequest: app.requireCaller({ roles: PAYMENT_WRITER_ROLES, scope: 'mobile_money:write' }),
    gate: app.paymentGate(() => 'wallet_to_wallet'),
    schema: {
      operationId: 'transferWalletToWallet',
      tags: ['Mobile Money'],
      summary: 'Mobile to mobile transfer',
      description:
        'Sends money from one mobile wallet to another through GIMAC, across operators and CEMAC countries. Minimum 100 XAF, whole XAF. While the platform has paused interbank transfers the answer is 503 `interbank_paused`.',
      headers: IdempotencyHeadersSchema,
      body: WalletToWalletBodySchema,
      response: { 201: TransferCreatedSchema, ...errorResponses(...NEW_PAYMENT_ERRORS) },
    },
    status: 201,
    answer: created,
    move: (request, idempotency) =>
      transferWalletToWallet(app.store, callerWithMode(request), request.body, idempotency),
    logged: (payment) => [{ reference: payment.reference }, 'wallet to wallet transfer created'],
  });
};

export default gimacRoutes;
