import { useStore } from '@nanostores/react';
import { type Lang, translator } from '../../../lib/i18n.ts';
import { Field } from '../../forms/Field.tsx';
import { HydratedForm } from '../../forms/HydratedForm.tsx';
import { useFormValues } from '../../payments/use-form-values.ts';
import { MOBILE_MONEY_MIN_AMOUNT, validateWalletToWallet, type WalletToWalletBody } from '../../payments/validation.ts';
import { CustomerFields } from './CustomerFields.tsx';
import { ProviderSelect } from './ProviderSelect.tsx';
import { $providers } from './payments-api.ts';
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

/** The GIMAC "Mobile to Mobile" tab (spec 000 §2): wallet to wallet across operators. */
export function WalletToWalletForm({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { data: providers, error: providersError } = useStore($providers);
  const { values, bind, reset } = useFormValues(EMPTY);
  const operators = providers?.gimac_providers.mobile;
  const loadingLabel = providersError ? t('payments.providersFailed') : t('payments.providersLoading');
  const { onSubmit, submitting } = usePaymentSubmit<WalletToWalletBody, { data: { transaction_id: string } }>({
    lang,
    values,
    validate: validateWalletToWallet,
    path: '/api/v1/gimac/wallet-to-wallet',
    successTitle: 'payments.w2w.success',
    successDescription: (answer) => t('payments.transactionIdValue', { id: answer.data.transaction_id }),
    failureTitle: 'payments.transferFailed',
    failureDefault: 'payments.transferFailedDefault',
    reset,
  });

  const side = (role: 'sender' | 'receiver') => (
    <div className="form-row">
      <Field id={`w2w-${role}-phone`} label={t(`payments.w2w.${role}Phone`)} hint={t('payments.field.phoneHint')}>
        {(describedBy) => (
          <input
            id={`w2w-${role}-phone`}
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="237670000000"
            required
            aria-describedby={describedBy}
            {...bind(`${role}Phone`)}
          />
        )}
      </Field>
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
      <Field id="w2w-amount" label={t('payments.field.amount')}>
        {(describedBy) => (
          <input
            id="w2w-amount"
            className="input"
            type="number"
            inputMode="numeric"
            min={MOBILE_MONEY_MIN_AMOUNT}
            step={1}
            required
            aria-describedby={describedBy}
            {...bind('amount')}
          />
        )}
      </Field>
      {side('sender')}
      {side('receiver')}
      <CustomerFields prefix="w2w" lang={lang} bind={bind} />
      <div>
        <button className="btn btn-primary" type="submit" disabled={submitting} data-testid="wallet-to-wallet-submit">
          {submitting ? t('payments.submitting') : t('payments.w2w.submit')}
        </button>
      </div>
    </HydratedForm>
  );
}
