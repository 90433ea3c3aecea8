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
import { MOBILE_MONEY_MIN_AMOUNT, validateMobileMoney } from './validation.ts';

const EMPTY = { amount: '', phone: '', provider: '', customerName: '', customerEmail: '', narration: '' };

/** Spec 000 §2 mobile money form: collects a payment from an MTN or Orange wallet. */
export function MobileMoneyForm({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { data: providers, error: providersError } = useStore($providers);
  const { values, bind, reset } = useFormValues(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateMobileMoney(values);
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
      const result = await postIdempotent<{ data: { reference: string } }>(
        '/api/v1/mobile-money/charge',
        checked.value,
        newIdempotencyKey(),
      );
      toast({
        title: t('payments.initiated'),
        description: t('payments.referenceValue', { reference: result.data.reference }),
        variant: 'success',
      });
      reset();
      $payments.revalidate();
    } catch (failure) {
      toast({
        title: t('payments.failed'),
        description: serverFailureMessage(failure, lang) ?? t('payments.failedDefault'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="card payments-card" data-testid="mobile-money-card" aria-labelledby="mm-title">
      <div className="card-header">
        <div>
          <h2 id="mm-title" className="card-title">
            {t('payments.mm.title')}
          </h2>
          <p className="card-subtitle">{t('payments.mm.subtitle')}</p>
        </div>
      </div>
      <HydratedForm className="form-stack" onSubmit={onSubmit} noValidate data-testid="mobile-money-form">
        <div className="form-row">
          <Field id="mm-amount" label={t('payments.field.amount')}>
            {(describedBy) => (
              <input
                id="mm-amount"
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
          <Field id="mm-provider" label={t('payments.field.provider')}>
            {(describedBy) => (
              <ProviderSelect
                id="mm-provider"
                required
                aria-describedby={describedBy}
                options={providers?.providers}
                placeholder={t('payments.field.providerPlaceholder')}
                loadingLabel={providersError ? t('payments.providersFailed') : t('payments.providersLoading')}
                {...bind('provider')}
              />
            )}
          </Field>
        </div>
        <Field id="mm-phone" label={t('payments.field.phone')} hint={t('payments.field.phoneHint')}>
          {(describedBy) => (
            <input
              id="mm-phone"
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="237670000000"
              required
              aria-describedby={describedBy}
              {...bind('phone')}
            />
          )}
        </Field>
        <CustomerFields prefix="mm" lang={lang} bind={bind} />
        <div>
          <button className="btn btn-primary" type="submit" disabled={submitting} data-testid="mobile-money-submit">
            {submitting ? t('payments.submitting') : t('payments.mm.submit')}
          </button>
        </div>
      </HydratedForm>
    </section>
  );
}
