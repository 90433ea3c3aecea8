import type { ChangeEvent } from 'react';

/** The names of a form's fields that hold text. */
export type TextKey<F> = { [K in keyof F]-?: F[K] extends string | undefined ? K : never }[keyof F] & string;

/**
 * `bind(name)`: the `name`, `value` and `onChange` of a text input, select or textarea, for a
 * form held as one object that `set` patches.
 */
export function textBinder<F>(form: F, set: (patch: Partial<F>) => void) {
  return (name: TextKey<F>) => ({
    name,
    value: (form[name] as string | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set({ [name]: event.target.value } as Partial<F>),
  });
}
