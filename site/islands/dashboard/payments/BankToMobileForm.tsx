import { useStore } from '@nanostores/react';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { Field } from '../../forms/Field.tsx';
import { HydratedForm } from '../../forms/HydratedForm.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { AmountField, PhoneField } from '../../payments/PaymentFields.tsx';
import { useFormValues } from '../../payments/use-form-values.ts';
import { type BankToMobileBody, validateBankToMobile } from '../../payments/validation.ts';
import type { PaymentsT } from '../messages.ts';
import { CustomerFields, customerLabels } from './CustomerFields.tsx';
import { ProviderSelect } from './ProviderSelect.tsx';
import { $providers } from './payments-api.ts';
import { useMinimumAmount } from './use-minimum-amount.ts';
import { usePaymentSubmit } from './use-payment-submit.ts';

const EMPTY = {
  amount: '',
  bankAccount: '',
  bankCode: '',
  mobilePhone: '',
  mobileProvider: '',
  customerName: '',
  customerEmail: '',
  narration: '',
};

/** Bank to Mobile: a GIMAC transfer from a bank account to a mobile wallet. */
export function BankToMobileForm({
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
  const minimum = useMinimumAmount('bankToMobile');
  const loadingLabel = providersError ? t('payments.providersFailed') : t('payments.providersLoading');
  const { onSubmit, submitting } = usePaymentSubmit<BankToMobileBody, { data: { transaction_id: string } }>({
    t,
    errors,
    labels: {
      amount: t('payments.field.amount'),
      bankAccount: t('payments.b2m.bankAccount'),
      bankCode: t('payments.b2m.bankCode'),
      mobilePhone: t('payments.b2m.mobilePhone'),
      mobileProvider: t('payments.b2m.mobileProvider'),
      ...customerLabels(t),
    },
    values,
    validate: (formValues) => validateBankToMobile(formValues, minimum),
    path: '/api/v1/gimac/bank-to-mobile',
    successTitle: 'payments.b2m.success',
    successDescription: (answer) => t('payments.transactionIdValue', { id: answer.data.transaction_id }),
    failureTitle: 'payments.transferFailed',
    failureDefault: 'payments.transferFailedDefault',
    reset,
  });

  return (
    <HydratedForm className="form-stack" onSubmit={onSubmit} noValidate data-testid="bank-to-mobile-form">
      <div className="form-row">
        <AmountField id="b2m-amount" name="amount" label={t('payments.field.amount')} min={minimum} bind={bind} />
        <Field id="b2m-bank" label={t('payments.b2m.bankCode')}>
          {(describedBy) => (
            <ProviderSelect
              id="b2m-bank"
              required
              aria-describedby={describedBy}
              options={providers?.gimac_providers.banks}
              placeholder={t('payments.b2m.bankPlaceholder')}
              loadingLabel={loadingLabel}
              {...bind('bankCode')}
            />
          )}
        </Field>
      </div>
      <TextField
        id="b2m-account"
        label={t('payments.b2m.bankAccount')}
        hint={t('payments.b2m.bankAccountHint')}
        className="input mono"
        autoComplete="off"
        required
        {...bind('bankAccount')}
      />
      <div className="form-row">
        <PhoneField id="b2m-phone" name="mobilePhone" label={t('payments.b2m.mobilePhone')} bind={bind} t={t} />
        <Field id="b2m-operator" label={t('payments.b2m.mobileProvider')}>
          {(describedBy) => (
            <ProviderSelect
              id="b2m-operator"
              required
              aria-describedby={describedBy}
              options={providers?.gimac_providers.mobile}
              placeholder={t('payments.operatorPlaceholder')}
              loadingLabel={loadingLabel}
              {...bind('mobileProvider')}
            />
          )}
        </Field>
      </div>
      <CustomerFields prefix="b2m" t={t} bind={bind} />
      <div>
        <button
          className="btn btn-primary"
          type="submit"
          disabled={submitting || paused}
          data-testid="bank-to-mobile-submit"
        >
          {submitting ? t('payments.submitting') : t('payments.b2m.submit')}
        </button>
      </div>
    </HydratedForm>
  );
}
