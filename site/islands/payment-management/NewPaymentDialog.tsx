import { type SubmitEvent, useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { AmountField, PhoneField } from '../payments/PaymentFields.tsx';
import { newIdempotencyKey, postIdempotent } from '../payments/post-idempotent.ts';
import { useFormValues } from '../payments/use-form-values.ts';
import { MOBILE_MONEY_MIN_AMOUNT, validateNewPayment } from '../payments/validation.ts';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import type { PmT } from './messages.ts';

const EMPTY = { amount: '', type: 'mobile_money', customerName: '', phone: '', email: '', description: '' };

/** The New Payment dialog → POST /api/v1/payments/process. */
interface Props {
  t: PmT;
  errors: ErrorTranslator;
  onClose: () => void;
  onDone: () => void;
}

export function NewPaymentDialog({ t, errors, onClose, onDone }: Props) {
  const { values, bind } = useFormValues(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateNewPayment(values);
    if (!checked.ok) {
      toastFailure(
        checked.reason === 'missing' ? t('pm.missingInfo') : t('pm.amountTooLow'),
        checked.reason === 'missing' ? t('pm.fillRequired') : t('payments.minAmount', { min: checked.min }),
      );
      return;
    }
    setSubmitting(true);
    try {
      await postIdempotent('/api/v1/payments/process', checked.value, newIdempotencyKey());
      toast({ title: t('pm.processed'), description: t('pm.processedBody'), variant: 'success' });
      onDone();
    } catch (failure) {
      toastFailure(
        t('pm.paymentFailed'),
        errors.message(failure, {
          amount: t('pm.new.amount'),
          type: t('pm.new.type'),
          'customer.name': t('pm.new.customerName'),
          'customer.phone': t('pm.new.phone'),
          'customer.email': t('pm.new.email'),
          narration: t('pm.new.description'),
        }) ?? t('pm.paymentFailedDefault'),
      );
      setSubmitting(false);
    }
  }

  return (
    <Modal titleId="new-payment-title" onClose={onClose} testId="new-payment-dialog">
      <DialogHeader
        titleId="new-payment-title"
        title={t('pm.new.title')}
        description={t('pm.new.subtitle')}
        closeLabel={t('pm.close')}
        onClose={onClose}
      />
      <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="new-payment-form">
        <div className="form-row">
          <AmountField
            id="np-amount"
            name="amount"
            label={t('pm.new.amount')}
            min={MOBILE_MONEY_MIN_AMOUNT}
            bind={bind}
          />
          <Field id="np-type" label={t('pm.new.type')}>
            {(describedBy) => (
              <select id="np-type" className="select" aria-describedby={describedBy} {...bind('type')}>
                <option value="mobile_money">{t('pm.type.mobile_money')}</option>
                <option value="interbank">{t('pm.type.interbank')}</option>
              </select>
            )}
          </Field>
        </div>
        <div className="form-row">
          <TextField
            id="np-name"
            label={t('pm.new.customerName')}
            autoComplete="off"
            required
            {...bind('customerName')}
          />
          <PhoneField id="np-phone" name="phone" label={t('pm.new.phone')} bind={bind} t={t} />
        </div>
        <TextField id="np-email" label={t('pm.new.email')} type="email" autoComplete="off" {...bind('email')} />
        <Field id="np-description" label={t('pm.new.description')}>
          {(describedBy) => (
            <textarea
              id="np-description"
              className="textarea"
              rows={3}
              maxLength={140}
              aria-describedby={describedBy}
              {...bind('description')}
            />
          )}
        </Field>
        <div className="dialog-footer">
          <button className="btn btn-outline" type="button" onClick={onClose}>
            {t('pm.cancel')}
          </button>
          <button className="btn btn-primary" type="submit" disabled={submitting} data-testid="new-payment-submit">
            {submitting ? t('payments.submitting') : t('pm.new.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
