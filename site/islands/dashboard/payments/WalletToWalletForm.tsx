import { useStore } from '@nanostores/react';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { Field } from '../../forms/Field.tsx';
import { HydratedForm } from '../../forms/HydratedForm.tsx';
import { AmountField, PhoneField } from '../../payments/PaymentFields.tsx';
import { useFormValues } from '../../payments/use-form-values.ts';
import { validateWalletToWallet, type WalletToWalletBody } from '../../payments/validation.ts';
import type { PaymentsT } from '../messages.ts';
import { CustomerFields, customerLabels } from './CustomerFields.tsx';
import { ProviderSelect } from './ProviderSelect.tsx';
import { $providers } from './payments-api.ts';
import { useMinimumAmount } from './use-minimum-amount.ts';
import { usePaymentSubmit } from './use-payment-submit.ts';

const EMPTY = {
  amount: '',
  senderPhone: '',
  senderOperator: '',
  receiverPhone: '',
  receiverOperator: '',
  customerName: '',
  customerEmail: '',
  narration: '',
};

/** The GIMAC "Mobile to Mobile" tab: wallet to wallet across operators. */
export function WalletToWalletForm({
  t,
  errors,
  paused = false,
}: {
  t: PaymentsT;
  errors: ErrorTranslator;
  paused?: boolean;
}) {
  const { data: providers, error: providersError } = useStore($providers);
  const { values, bind, reset } = useFormValues(EMPTY);
  const minimum = useMinimumAmount('mobileMoney');
  const operators = providers?.gimac_providers.mobile;
  const loadingLabel = providersError ? t('payments.providersFailed') : t('payments.providersLoading');
  const { onSubmit, submitting } = usePaymentSubmit<WalletToWalletBody, { data: { transaction_id: string } }>({
    t,
    errors,
    labels: {
      amount: t('payments.field.amount'),
      senderPhone: t('payments.w2w.senderPhone'),
      senderOperator: t('payments.w2w.senderOperator'),
      receiverPhone: t('payments.w2w.receiverPhone'),
      receiverOperator: t('payments.w2w.receiverOperator'),
      ...customerLabels(t),
    },
    values,
    validate: (formValues) => validateWalletToWallet(formValues, minimum),
    path: '/api/v1/gimac/wallet-to-wallet',
    successTitle: 'payments.w2w.success',
    successDescription: (answer) => t('payments.transactionIdValue', { id: answer.data.transaction_id }),
    failureTitle: 'payments.transferFailed',
    failureDefault: 'payments.transferFailedDefault',
    reset,
  });

  const side = (role: 'sender' | 'receiver') => (
    <div className="form-row">
      <PhoneField
        id={`w2w-${role}-phone`}
        name={`${role}Phone`}
        label={t(`payments.w2w.${role}Phone`)}
        bind={bind}
        t={t}
      />
      <Field id={`w2w-${role}-operator`} label={t(`payments.w2w.${role}Operator`)}>
        {(describedBy) => (
          <ProviderSelect
            id={`w2w-${role}-operator`}
            required
            aria-describedby={describedBy}
            options={operators}
            placeholder={t('payments.operatorPlaceholder')}
            loadingLabel={loadingLabel}
            {...bind(`${role}Operator`)}
          />
        )}
      </Field>
    </div>
  );

  return (
    <HydratedForm className="form-stack" onSubmit={onSubmit} noValidate data-testid="wallet-to-wallet-form">
      <AmountField id="w2w-amount" name="amount" label={t('payments.field.amount')} min={minimum} bind={bind} />
      {side('sender')}
      {side('receiver')}
      <CustomerFields prefix="w2w" t={t} bind={bind} />
      <div>
        <button
          className="btn btn-primary"
          type="submit"
          disabled={submitting || paused}
          data-testid="wallet-to-wallet-submit"
        >
          {submitting ? t('payments.submitting') : t('payments.w2w.submit')}
        </button>
      </div>
    </HydratedForm>
  );
}
