import { Field } from '../forms/Field.tsx';
import type { PaymentFieldT } from './messages.ts';
import type { useFormValues } from './use-form-values.ts';

type Bind = ReturnType<typeof useFormValues>['bind'];

interface FieldProps {
  id: string;
  name: string;
  label: string;
  bind: Bind;
}

/** Whole francs at or above the form's minimum: every payment form's amount (XAF has no minor unit). */
export function AmountField({ id, name, label, bind, min }: FieldProps & { min: number }) {
  return (
    <Field id={id} label={label}>
      {(describedBy) => (
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          required
          aria-describedby={describedBy}
          {...bind(name)}
        />
      )}
    </Field>
  );
}

/** A Cameroon mobile number, 237 and 9 digits: every payment form's phone, with the same hint. */
export function PhoneField({ id, name, label, bind, t }: FieldProps & { t: PaymentFieldT }) {
  return (
    <Field id={id} label={label} hint={t('payments.field.phoneHint')}>
      {(describedBy) => (
        <input
          id={id}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="237670000000"
          required
          aria-describedby={describedBy}
          {...bind(name)}
        />
      )}
    </Field>
  );
}
