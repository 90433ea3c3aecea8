import { useState } from 'react';
import { textBinder } from '../forms/bind-text.ts';
import type { FormValues } from './validation.ts';

/** Controlled form state keyed by field name: `bind(name)` wires an input, select or textarea. */
export function useFormValues(initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const bind = textBinder(values, (patch) => setValues((current) => ({ ...current, ...patch }) as FormValues));
  return { values, bind, reset: () => setValues(initial) };
}
