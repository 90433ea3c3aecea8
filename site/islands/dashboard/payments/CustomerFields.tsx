import { TextField } from '../../forms/TextField.tsx';
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
        <TextField
          id={`${prefix}-name`}
          label={t('payments.field.customerName')}
          autoComplete="off"
          required
          {...bind('customerName')}
        />
        <TextField
          id={`${prefix}-email`}
          label={t('payments.field.customerEmail')}
          type="email"
          autoComplete="off"
          required
          {...bind('customerEmail')}
        />
      </div>
      <TextField
        id={`${prefix}-narration`}
        label={t('payments.field.narration')}
        maxLength={140}
        {...bind('narration')}
      />
    </>
  );
}
