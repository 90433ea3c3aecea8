import { type ChangeEvent, useState } from 'react';
import type { FormValues } from './validation.ts';

/** Controlled form state keyed by field name: `bind(name)` wires an input, select or textarea. */
export function useFormValues(initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const bind = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, bind, reset: () => setValues(initial) };
}
