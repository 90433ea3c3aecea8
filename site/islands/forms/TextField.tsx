import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled one-line input (text, e-mail, tel…): the input takes every other prop. */
export function TextField({ id, label, hint, error, className = 'input', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => <input id={id} className={className} aria-describedby={describedBy} {...input} />}
    </Field>
  );
}
