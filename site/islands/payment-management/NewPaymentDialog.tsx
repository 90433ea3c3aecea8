import { formatXAF } from '../../../domain/money.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toastFailure } from '../../stores/toast.ts';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useDialogForm } from '../forms/use-dialog-form.ts';
import { AmountField, PhoneField } from '../payments/PaymentFields.tsx';
import { newIdempotencyKey, postIdempotent } from '../payments/post-idempotent.ts';
import { type FormValues, MOBILE_MONEY_MIN_AMOUNT, validateNewPayment } from '../payments/validation.ts';
import { DialogFormFooter } from '../shared/DialogFormFooter.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import type { PmT } from './messages.ts';

const EMPTY: FormValues = { amount: '', type: 'mobile_money', customerName: '', phone: '', email: '', description: '' };

/** The New Payment dialog → POST /api/v1/payments/process. */
interface Props {
  t: PmT;
  errors: ErrorTranslator;
  onClose: () => void;
  onDone: () => void;
}

export function NewPaymentDialog({ t, errors, onClose, onDone }: Props) {
  const { bind, submitting, onSubmit } = useDialogForm({
    initial: EMPTY,
    errors,
    labels: {
      amount: t('pm.new.amount'),
      type: t('pm.new.type'),
      'customer.name': t('pm.new.customerName'),
      'customer.phone': t('pm.new.phone'),
      'customer.email': t('pm.new.email'),
      narration: t('pm.new.description'),
    },
    check: (values) => {
      const checked = validateNewPayment(values);
      return checked.ok ? { ok: true, body: checked.value } : { ok: false, problems: [checked.reason] };
    },
    // The fields carry no error texts here: what is missing or too low is said in a toast.
    onInvalid: ([reason]) =>
      toastFailure(
        reason === 'missing' ? t('pm.missingInfo') : t('pm.amountTooLow'),
        reason === 'missing'
          ? t('pm.fillRequired')
          : t('payments.minAmount', { min: formatXAF(MOBILE_MONEY_MIN_AMOUNT) }),
      ),
    send: ({ body }) => postIdempotent('/api/v1/payments/process', body, newIdempotencyKey()),
    success: { title: t('pm.processed'), description: t('pm.processedBody') },
    done: () => onDone(),
    failure: { title: t('pm.paymentFailed'), body: t('pm.paymentFailedDefault') },
  });

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
        <DialogFormFooter
          cancelLabel={t('pm.cancel')}
          onCancel={onClose}
          submitLabel={t('pm.new.submit')}
          busyLabel={t('payments.submitting')}
          busy={submitting}
          submitTestId="new-payment-submit"
        />
      </form>
    </Modal>
  );
}
