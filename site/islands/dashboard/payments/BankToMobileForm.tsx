import { useStore } from '@nanostores/react';
import { type Lang, translator } from '../../../lib/i18n.ts';
import { Field } from '../../forms/Field.tsx';
import { HydratedForm } from '../../forms/HydratedForm.tsx';
import { useFormValues } from '../../payments/use-form-values.ts';
import { BANK_TO_MOBILE_MIN_AMOUNT, type BankToMobileBody, validateBankToMobile } from '../../payments/validation.ts';
import { CustomerFields } from './CustomerFields.tsx';
import { ProviderSelect } from './ProviderSelect.tsx';
import { $providers } from './payments-api.ts';
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

/** Spec 000 §2 Bank to Mobile: a GIMAC transfer from a bank account to a mobile wallet. */
export function BankToMobileForm({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { data: providers, error: providersError } = useStore($providers);
  const { values, bind, reset } = useFormValues(EMPTY);
  const loadingLabel = providersError ? t('payments.providersFailed') : t('payments.providersLoading');
  const { onSubmit, submitting } = usePaymentSubmit<BankToMobileBody, { data: { transaction_id: string } }>({
    lang,
    values,
    validate: validateBankToMobile,
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
        <Field id="b2m-amount" label={t('payments.field.amount')}>
          {(describedBy) => (
            <input
              id="b2m-amount"
              className="input"
              type="number"
              inputMode="numeric"
              min={BANK_TO_MOBILE_MIN_AMOUNT}
              step={1}
              required
              aria-describedby={describedBy}
              {...bind('amount')}
            />
          )}
        </Field>
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
      <Field id="b2m-account" label={t('payments.b2m.bankAccount')} hint={t('payments.b2m.bankAccountHint')}>
        {(describedBy) => (
          <input
            id="b2m-account"
            className="input mono"
            autoComplete="off"
            required
            aria-describedby={describedBy}
            {...bind('bankAccount')}
          />
        )}
      </Field>
      <div className="form-row">
        <Field id="b2m-phone" label={t('payments.b2m.mobilePhone')} hint={t('payments.field.phoneHint')}>
          {(describedBy) => (
            <input
              id="b2m-phone"
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="237670000000"
              required
              aria-describedby={describedBy}
              {...bind('mobilePhone')}
            />
          )}
        </Field>
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
      <CustomerFields prefix="b2m" lang={lang} bind={bind} />
      <div>
        <button className="btn btn-primary" type="submit" disabled={submitting} data-testid="bank-to-mobile-submit">
          {submitting ? t('payments.submitting') : t('payments.b2m.submit')}
        </button>
      </div>
    </HydratedForm>
  );
}
