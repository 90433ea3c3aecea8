import { type Lang, translator } from '../../../lib/i18n.ts';
import { Field } from '../../forms/Field.tsx';
import type { useFormValues } from '../../payments/use-form-values.ts';

type Bind = ReturnType<typeof useFormValues>['bind'];

/** Customer name, e-mail and the optional narration, shared by both GIMAC forms. */
export function CustomerFields({ prefix, lang, bind }: { prefix: string; lang: Lang; bind: Bind }) {
  const t = translator(lang);
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
