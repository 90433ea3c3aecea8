import { type SubmitEvent, useEffect, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { localizePath } from '../../lib/locale.ts';
import { translatorFor } from '../../lib/messages.ts';
import { flashToast } from '../../stores/flash-toast.ts';
import { toastFailure } from '../../stores/toast.ts';
import { isStaff } from '../back-office/staff-permissions.ts';
import { Field } from '../forms/Field.tsx';
import { HydratedForm } from '../forms/HydratedForm.tsx';
import { PasswordInput } from '../forms/PasswordInput.tsx';
import { type PasswordAndPin, validatePasswordAndPin } from '../forms/password-and-pin.ts';
import { PIN_MAX_LENGTH, pinDigits } from '../forms/pin.ts';
import { completeSetup, type InvitationState, loadInvitation } from './account-setup-api.ts';
import type { AccountSetupMessages, SetupKey } from './messages.ts';
import { SetupStatePanel } from './SetupStatePanel.tsx';
import '../forms/forms.css';
import '../shared/screen.css';
import './account-setup.css';

const EMPTY: PasswordAndPin = { password: '', confirmPassword: '', pin: '', confirmPin: '' };
type SecretField = keyof PasswordAndPin;

/**
 * /account-setup?token=… (issue 15 item 4): a user created by staff chooses their own password
 * and PIN, under the registration's rules, then signs in: at /admin for staff, /login for a customer.
 * The link works once.
 */
export default function AccountSetup({ lang, messages }: { lang: Lang; messages: AccountSetupMessages }) {
  const t = translatorFor<SetupKey>(messages);
  const serverErrors = errorTranslator(messages);
  const [token, setToken] = useState('');
  const [state, setState] = useState<InvitationState>({ kind: 'loading' });
  const [values, setValues] = useState<PasswordAndPin>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<SecretField, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  // The token is in the query string, which the built page cannot know.
  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
    setToken(found);
    if (!found) setState({ kind: 'missing' });
    else void loadInvitation(found).then(setState);
  }, []);

  const labels = {
    password: t('register.password'),
    confirmPassword: t('register.confirmPassword'),
    pin: t('register.pin'),
    confirmPin: t('register.confirmPin'),
  };

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    const problems = validatePasswordAndPin(values);
    const texts = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])) as Partial<
      Record<SecretField, string>
    >;
    setErrors(texts);
    if (Object.keys(texts).length > 0) return;
    setSubmitting(true);
    try {
      const { role } = await completeSetup(token, { password: values.password, pin: values.pin });
      flashToast({ title: t('setup.success'), description: t('setup.successBody'), variant: 'success' });
      // Staff sign in to the back office; the customer sign-in would refuse to take them there.
      window.location.assign(localizePath(isStaff(role) ? '/admin' : '/login', lang));
    } catch (failure) {
      setErrors(serverErrors.fields(failure, labels));
      toastFailure(t('setup.failed'), serverErrors.message(failure, labels) ?? t('setup.failedBody'));
      // A link that expired or was used meanwhile: say so instead of the form.
      const reloaded = await loadInvitation(token);
      if (reloaded.kind !== 'ready') setState(reloaded);
      setSubmitting(false);
    }
  }

  if (state.kind === 'loading') {
    return (
      <div className="setup-box">
        <p className="setup-loading" role="status" data-testid="setup-loading">
          <span className="spinner" aria-hidden="true" />
          {t('setup.loading')}
        </p>
      </div>
    );
  }
  if (state.kind !== 'ready') return <SetupStatePanel state={state.kind} lang={lang} t={t} />;

  const { invitation } = state;
  const set = (field: SecretField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const secret = (field: 'password' | 'confirmPassword', hint?: string) => (
    <Field id={`setup-${field}`} label={labels[field]} hint={hint} error={errors[field]}>
      {(describedBy) => (
        <PasswordInput
          id={`setup-${field}`}
          autoComplete="new-password"
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
        />
      )}
    </Field>
  );
  const pin = (field: 'pin' | 'confirmPin', hint?: string) => (
    <Field id={`setup-${field}`} label={labels[field]} hint={hint} error={errors[field]}>
      {(describedBy) => (
        <input
          id={`setup-${field}`}
          className="input pin-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX_LENGTH}
          value={values[field]}
          onChange={(event) => set(field, pinDigits(event.target.value))}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );

  return (
    <HydratedForm className="form-stack" onSubmit={onSubmit} noValidate data-testid="setup-form">
      <div className="alert alert-info" data-testid="setup-account">
        <strong>
          {t('setup.for')}{' '}
          <span translate="no">
            {invitation.firstName} {invitation.lastName}
          </span>
        </strong>
        <div className="mono setup-email" translate="no" data-testid="setup-email">
          {invitation.email}
        </div>
      </div>
      <input type="email" hidden readOnly autoComplete="username" value={invitation.email} />
      {secret('password', t('register.passwordHint'))}
      {secret('confirmPassword')}
      {pin('pin', t('register.pinHint'))}
      {pin('confirmPin')}
      <button
        className="btn btn-primary btn-lg btn-block"
        type="submit"
        disabled={submitting}
        data-testid="setup-submit"
      >
        {submitting ? t('setup.submitting') : t('setup.submit')}
      </button>
    </HydratedForm>
  );
}
