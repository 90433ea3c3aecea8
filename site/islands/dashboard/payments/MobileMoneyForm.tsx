import { useStore } from '@nanostores/react';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { Field } from '../../forms/Field.tsx';
import { HydratedForm } from '../../forms/HydratedForm.tsx';
import { AmountField, PhoneField } from '../../payments/PaymentFields.tsx';
import { useFormValues } from '../../payments/use-form-values.ts';
import { type ChargeBody, validateMobileMoney } from '../../payments/validation.ts';
import type { PaymentsT } from '../messages.ts';
import { CustomerFields, customerLabels } from './CustomerFields.tsx';
import { PausedNotice, usePaused } from './PausedNotice.tsx';
import { ProviderSelect } from './ProviderSelect.tsx';
import { $providers } from './payments-api.ts';
import { useMinimumAmount } from './use-minimum-amount.ts';
import { usePaymentSubmit } from './use-payment-submit.ts';

const EMPTY = { amount: '', phone: '', provider: '', customerName: '', customerEmail: '', narration: '' };

/** The mobile money form: collects a payment from an MTN or Orange wallet. */
export function MobileMoneyForm({ t, errors }: { t: PaymentsT; errors: ErrorTranslator }) {
  const { data: providers, error: providersError } = useStore($providers);
  const { values, bind, reset } = useFormValues(EMPTY);
  const minimum = useMinimumAmount('mobileMoney');
  const paused = usePaused('mobileMoneyPayments', errors);
  const { onSubmit, submitting } = usePaymentSubmit<ChargeBody, { data: { reference: string } }>({
    t,
    errors,
    labels: {
      amount: t('payments.field.amount'),
      phone: t('payments.field.phone'),
      provider: t('payments.field.provider'),
      ...customerLabels(t),
    },
    values,
    validate: (formValues) => validateMobileMoney(formValues, minimum),
    path: '/api/v1/mobile-money/charge',
    successTitle: 'payments.initiated',
    successDescription: (answer) => t('payments.referenceValue', { reference: answer.data.reference }),
    failureTitle: 'payments.failed',
    failureDefault: 'payments.failedDefault',
    reset,
  });

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
      <PausedNotice text={paused} testId="mobile-money-paused" />
      <HydratedForm className="form-stack" onSubmit={onSubmit} noValidate data-testid="mobile-money-form">
        <div className="form-row">
          <AmountField id="mm-amount" name="amount" label={t('payments.field.amount')} min={minimum} bind={bind} />
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
        <PhoneField id="mm-phone" name="phone" label={t('payments.field.phone')} bind={bind} t={t} />
        <CustomerFields prefix="mm" t={t} bind={bind} />
        <div>
          <button
            className="btn btn-primary"
            type="submit"
            disabled={submitting || paused !== null}
            data-testid="mobile-money-submit"
          >
            {submitting ? t('payments.submitting') : t('payments.mm.submit')}
          </button>
        </div>
      </HydratedForm>
    </section>
  );
}
