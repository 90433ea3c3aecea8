import { type SubmitEvent, useState } from 'react';
import { formatXAF } from '../../../../domain/money.ts';
import type { ErrorTranslator, FieldLabels } from '../../../lib/error-text.ts';
import type { KeysUnder } from '../../../lib/messages.ts';
import { toast, toastFailure } from '../../../stores/toast.ts';
import { newIdempotencyKey, postIdempotent } from '../../payments/post-idempotent.ts';
import type { FormValues, Validation } from '../../payments/validation.ts';
import type { PaymentsT } from '../messages.ts';
import { notePausedRefusal } from './PausedNotice.tsx';
import { $payments } from './payments-api.ts';

export interface PaymentSubmit<Body, Answer> {
  t: PaymentsT;
  errors: ErrorTranslator;
  /** The form's labels by request path, so a server error names the field as the form does. */
  labels: FieldLabels;
  values: FormValues;
  validate: (values: FormValues) => Validation<Body>;
  path: string;
  /** Success toast title and its description from the answer (reference or transaction id). */
  successTitle: KeysUnder<'payments.'>;
  successDescription: (answer: Answer) => string;
  /** Failure toast title and the text shown when the server gives no message. */
  failureTitle: KeysUnder<'payments.'>;
  failureDefault: KeysUnder<'payments.'>;
  reset: () => void;
}

/**
 * The dashboard's money-moving forms share one flow: check the fields ("Validation error"),
 * POST with a fresh Idempotency-Key, toast the outcome, clear the form and refresh the
 * payments list on success. Returns the submit handler and whether a request is in flight.
 */
export function usePaymentSubmit<Body, Answer>(options: PaymentSubmit<Body, Answer>) {
  const [submitting, setSubmitting] = useState(false);
  const { t } = options;

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = options.validate(options.values);
    if (!checked.ok) {
      toastFailure(
        t('payments.validationError'),
        checked.reason === 'missing'
          ? t('payments.fillRequired')
          : t('payments.minAmount', { min: formatXAF(checked.min) }),
      );
      return;
    }
    setSubmitting(true);
    try {
      const answer = await postIdempotent<Answer>(options.path, checked.value, newIdempotencyKey());
      toast({ title: t(options.successTitle), description: options.successDescription(answer), variant: 'success' });
      options.reset();
      $payments.revalidate();
    } catch (failure) {
      // Paused since the page read the features: the notice and the disabled button follow now.
      notePausedRefusal(failure);
      toastFailure(
        t(options.failureTitle),
        options.errors.message(failure, options.labels) ?? t(options.failureDefault),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return { onSubmit, submitting };
}
