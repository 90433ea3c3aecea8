import type { InputHTMLAttributes } from 'react';
import { Field } from '../forms/Field.tsx';
import type { InstRegT } from './messages.ts';
import type { RegistrationValues, TextFieldName } from './registration-form.ts';

/** What every step's fields share: the values, the setter, the errors by path, the strings. */
export interface StepProps {
  values: RegistrationValues;
  set: <K extends TextFieldName>(field: K, value: RegistrationValues[K]) => void;
  errors: Readonly<Record<string, string>>;
  t: InstRegT;
}

export const fieldId = (path: string): string => `inst-${path.replaceAll('.', '-')}`;

/** A required field's label carries the form's marker (the legend above the step explains it). */
const labelled = (label: string, required: boolean | undefined) => (required ? `${label} *` : label);

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'form'> {
  field: TextFieldName;
  hint?: string;
  wizard: StepProps;
}

/** A one-line input bound to one field of the form. */
export function TextInput({ field, hint, wizard, required, ...input }: TextInputProps) {
  const { values, set, errors, t } = wizard;
  const id = fieldId(field);
  return (
    <Field id={id} label={labelled(t(`instReg.field.${field}`), required)} hint={hint} error={errors[field]}>
      {(describedBy) => (
        <input
          id={id}
          className="input"
          type="text"
          {...input}
          required={required}
          value={values[field]}
          onChange={(event) => set(field, event.target.value as RegistrationValues[typeof field])}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

/** A few lines of free text (description, address). */
export function TextArea({
  field,
  hint,
  wizard,
  required,
  autoComplete,
}: {
  field: TextFieldName;
  hint?: string;
  wizard: StepProps;
  required?: boolean;
  autoComplete?: string;
}) {
  const { values, set, errors, t } = wizard;
  const id = fieldId(field);
  return (
    <Field id={id} label={labelled(t(`instReg.field.${field}`), required)} hint={hint} error={errors[field]}>
      {(describedBy) => (
        <textarea
          id={id}
          className="textarea"
          rows={3}
          required={required}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => set(field, event.target.value as RegistrationValues[typeof field])}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

/** One choice among the listed values; `placeholder` offers the empty choice first. */
export function SelectInput({
  field,
  options,
  placeholder,
  wizard,
  required,
}: {
  field: TextFieldName;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  wizard: StepProps;
  required?: boolean;
}) {
  const { values, set, errors, t } = wizard;
  const id = fieldId(field);
  return (
    <Field id={id} label={labelled(t(`instReg.field.${field}`), required)} error={errors[field]}>
      {(describedBy) => (
        <select
          id={id}
          className="select"
          required={required}
          value={values[field]}
          onChange={(event) => set(field, event.target.value as RegistrationValues[typeof field])}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
