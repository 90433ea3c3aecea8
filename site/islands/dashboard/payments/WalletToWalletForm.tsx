import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { type Lang, translator } from '../../../lib/i18n.ts';
import { toast } from '../../../stores/toast.ts';
import { Field } from '../../forms/Field.tsx';
import { HydratedForm } from '../../forms/HydratedForm.tsx';
import { CustomerFields } from './CustomerFields.tsx';
import { serverFailureMessage } from './failure-message.ts';
import { ProviderSelect } from './ProviderSelect.tsx';
import { $payments, $providers, newIdempotencyKey, postIdempotent } from './payments-api.ts';
import { useFormValues } from './use-form-values.ts';
import { MOBILE_MONEY_MIN_AMOUNT, validateWalletToWallet } from './validation.ts';

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
  const [submitting, setSubmitting] = useState(false);
  const operators = providers?.gimac_providers.mobile;
  const loadingLabel = providersError ? t('payments.providersFailed') : t('payments.providersLoading');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateWalletToWallet(values);
    if (!checked.ok) {
      toast({
        title: t('payments.validationError'),
        description:
          checked.reason === 'missing' ? t('payments.fillRequired') : t('payments.minAmount', { min: checked.min }),
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    try {
      const result = await postIdempotent<{ data: { transaction_id: string } }>(
        '/api/v1/gimac/wallet-to-wallet',
        checked.value,
        newIdempotencyKey(),
      );
      toast({
        title: t('payments.w2w.success'),
        description: t('payments.transactionIdValue', { id: result.data.transaction_id }),
        variant: 'success',
      });
      reset();
      $payments.revalidate();
    } catch (failure) {
      toast({
        title: t('payments.transferFailed'),
        description: serverFailureMessage(failure, lang) ?? t('payments.transferFailedDefault'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

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
