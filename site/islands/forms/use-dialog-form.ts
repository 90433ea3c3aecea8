import { type SubmitEvent, useState } from 'react';
import type { ErrorTranslator, FieldLabels } from '../../lib/error-text.ts';
import { type ToastInput, toast, toastFailure } from '../../stores/toast.ts';
import { textBinder } from './bind-text.ts';

/** What a form's own checks answer: what to send, or the fields they refuse. */
export type Refused<K extends string> = { ok: false; problems: readonly K[] };

/** An edit that changes nothing: the dialog closes without a request. */
export const UNCHANGED = 'unchanged';

export interface DialogFormOptions<F, Ok extends { ok: true }, K extends string, R> {
  initial: F | (() => F);
  errors: ErrorTranslator;
  /** The form's labels by field path, so the server's "{field} …" names the field as the form does. */
  labels: FieldLabels;
  /** The browser's checks, on submit only; the server makes them all again. */
  check: (form: F) => Ok | Refused<K> | typeof UNCHANGED;
  /** The text under a field the checks refused (without it, the field's name: give it whenever `check` refuses). */
  problemText?: (problem: K) => string;
  /** Said instead of texts under fields (the New Payment dialog toasts its refusals). */
  onInvalid?: (problems: readonly K[]) => void;
  /** The request; what it answers goes to `done`. */
  send: (checked: Ok) => Promise<R>;
  /** The toast once the server has accepted. */
  success: ToastInput;
  /** After the success toast: close, reveal a secret, refresh a list… */
  done: (answer: R) => void;
  /** Called for `UNCHANGED` (usually the dialog's close). */
  onUnchanged?: () => void;
  /** The failure toast's title, and its body when the server's answer has no text of its own. */
  failure: { title: string; body?: string };
  /** The server's field paths turned into the form's (a list's `redirectUris.<n>` into its row). */
  fieldsOf?: (fieldErrors: Record<string, string>, checked: Ok) => Record<string, string>;
}

/**
 * The create/edit dialog's form: its values, the browser's checks on submit, the server's 400
 * envelope under the fields it names (or, naming none, as `formError` inside the form), one
 * request at a time, then the success toast and `done`; a failure toasts and lets the user
 * try again. Each dialog keeps its own rules in `check` and its own words in the options.
 */
export function useDialogForm<F, Ok extends { ok: true }, K extends string = never, R = void>(
  options: DialogFormOptions<F, Ok, K, R>,
) {
  const [form, setForm] = useState<F>(options.initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (patch: Partial<F>) => setForm((current) => ({ ...current, ...patch }));
  const bind = textBinder(form, set);

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = options.check(form);
    if (checked === UNCHANGED) {
      options.onUnchanged?.();
      return;
    }
    if (!checked.ok) {
      if (options.onInvalid) options.onInvalid(checked.problems);
      else setFieldErrors(problemErrors(checked.problems, options.problemText));
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await options.send(checked);
      toast({ ...options.success, variant: 'success' });
      options.done(answer);
    } catch (failure) {
      const { errors, labels } = options;
      const onFields = errors.fields(failure, labels);
      const shown = options.fieldsOf ? options.fieldsOf(onFields, checked) : onFields;
      const message = errors.message(failure, labels);
      setFieldErrors(shown);
      setFormError(Object.keys(shown).length === 0 ? (message ?? options.failure.title) : null);
      toastFailure(options.failure.title, message ?? options.failure.body);
      setSubmitting(false);
    }
  }

  return { form, set, bind, fieldErrors, formError, submitting, onSubmit };
}

/** The checks' refusals as texts by field name. */
export function problemErrors<K extends string>(
  problems: readonly K[],
  text: ((problem: K) => string) | undefined,
): Record<string, string> {
  return Object.fromEntries(problems.map((problem) => [problem, text ? text(problem) : problem]));
}
