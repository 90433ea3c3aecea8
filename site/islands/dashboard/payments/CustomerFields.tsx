import { Field } from '../../forms/Field.tsx';
import type { useFormValues } from '../../payments/use-form-values.ts';
import type { PaymentsT } from '../messages.ts';

type Bind = ReturnType<typeof useFormValues>['bind'];

/** The labels of these fields by the request's paths, for the server's field errors. */
export function customerLabels(t: PaymentsT): Record<string, string> {
  return {
    'customer.name': t('payments.field.customerName'),
    'customer.email': t('payments.field.customerEmail'),
    narration: t('payments.field.narration'),
  };
}

/** Customer name, e-mail and the optional narration, shared by the dashboard's payment forms. */
export function CustomerFields({ prefix, t, bind }: { prefix: string; t: PaymentsT; bind: Bind }) {
  return (
    <>
      <div className="form-row">
        <Field id={`${prefix}-name`} label={t('payments.field.customerName')}>
          {(describedBy) => (
            <input
              id={`${prefix}-name`}
              className="input"
              autoComplete="off"
              required
              aria-describedby={describedBy}
              {...bind('customerName')}
            />
          )}
        </Field>
        <Field id={`${prefix}-email`} label={t('payments.field.customerEmail')}>
          {(describedBy) => (
            <input
              id={`${prefix}-email`}
              className="input"
              type="email"
              autoComplete="off"
              required
              aria-describedby={describedBy}
              {...bind('customerEmail')}
            />
          )}
        </Field>
      </div>
      <Field id={`${prefix}-narration`} label={t('payments.field.narration')}>
        {(describedBy) => (
          <input
            id={`${prefix}-narration`}
            className="input"
            maxLength={140}
            aria-describedby={describedBy}
            {...bind('narration')}
          />
        )}
      </Field>
    </>
  );
}
