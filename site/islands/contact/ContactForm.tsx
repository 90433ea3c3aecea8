import { type SubmitEvent, useId, useState } from 'react';
import { apiJson } from '../../lib/api/index.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { HydratedForm } from '../forms/HydratedForm.tsx';
import './contact-form.css';
import type { ContactMessages } from './messages.ts';

type Field = 'firstName' | 'lastName' | 'email' | 'company' | 'message';

const EMPTY: Record<Field, string> = { firstName: '', lastName: '', email: '', company: '', message: '' };
// Mirrors the server's limits (api/schemas/contact.ts) so the browser stops what would fail.
const MAX_LENGTH: Record<Field, number> = { firstName: 100, lastName: 100, email: 254, company: 150, message: 5000 };

/**
 * The home page contact form: "Sending..." while submitting, cleared
 * on success, kept on failure with the destructive toast; field errors from the server's
 * envelope are shown under their fields.
 */
export default function ContactForm({ messages: m }: { messages: ContactMessages }) {
  const errorTexts = errorTranslator(m);
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      await apiJson('POST', '/api/v1/contact', {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        company: values.company,
        message: values.message,
      });
      toast({
        title: m['contact.toast.successTitle'],
        description: m['contact.toast.successBody'],
        variant: 'success',
      });
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      // Field errors in the reader's language, naming each field by the form's own label.
      const labels: Record<Field, string> = {
        firstName: m['contact.form.firstName'],
        lastName: m['contact.form.lastName'],
        email: m['contact.form.email'],
        company: m['contact.form.company'],
        message: m['contact.form.message'],
      };
      setErrors(errorTexts.fields(error, labels));
      toastFailure(m['contact.toast.errorTitle'], m['contact.toast.errorBody']);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field, label: string, input: (props: Record<string, unknown>) => React.ReactNode) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div className={`field contact-${name}`}>
        <label className="label" htmlFor={inputId}>
          {label}
          {name === 'company' && <span className="field-optional"> ({m['contact.form.optional']})</span>}
        </label>
        {input({
          id: inputId,
          name,
          value: values[name],
          maxLength: MAX_LENGTH[name],
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': errors[name] ? errorId : undefined,
          onChange: (event: { target: { value: string } }) => update(name, event.target.value),
        })}
        {errors[name] && (
          <p className="field-error" id={errorId} data-testid={`contact-error-${name}`}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    // Disabled until hydrated: a click before would submit natively (a GET putting the message
    // in the address bar) and typing before would be reset by hydration.
    <HydratedForm className="card contact-form" onSubmit={submit} data-testid="contact-form" aria-busy={submitting}>
      <h3 className="card-title">{m['contact.form.title']}</h3>
      <div className="contact-grid">
        {field('firstName', m['contact.form.firstName'], (props) => (
          <input className="input" type="text" autoComplete="given-name" required {...props} />
        ))}
        {field('lastName', m['contact.form.lastName'], (props) => (
          <input className="input" type="text" autoComplete="family-name" required {...props} />
        ))}
        {field('email', m['contact.form.email'], (props) => (
          <input className="input" type="email" autoComplete="email" required {...props} />
        ))}
        {field('company', m['contact.form.company'], (props) => (
          <input className="input" type="text" autoComplete="organization" {...props} />
        ))}
        {field('message', m['contact.form.message'], (props) => (
          <textarea
            className="textarea"
            rows={4}
            required
            placeholder={m['contact.form.messagePlaceholder']}
            {...props}
          />
        ))}
      </div>
      <button className="btn btn-primary btn-block" type="submit" disabled={submitting} data-testid="contact-submit">
        {submitting ? m['contact.form.sending'] : m['contact.form.submit']}
      </button>
    </HydratedForm>
  );
}
