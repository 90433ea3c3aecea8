import { type ReactNode, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { ACCOUNT_TYPES } from '../../../domain/enums.ts';
import type { Lang } from '../../../domain/languages.ts';
import { apiJson } from '../../lib/api/index.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { localizePath } from '../../lib/locale.ts';
import { translatorFor } from '../../lib/messages.ts';
import { flashToast } from '../../stores/flash-toast.ts';
import { TOAST_DURATION_MS, toast } from '../../stores/toast.ts';
import { Field } from '../forms/Field.tsx';
import { HydratedForm } from '../forms/HydratedForm.tsx';
import { PasswordInput } from '../forms/PasswordInput.tsx';
import { PIN_MAX_LENGTH, pinDigits } from '../forms/pin.ts';
import { LinkedPhrases } from '../shared/LinkedPhrases.tsx';
import type { RegisterKey, RegisterMessages } from './messages.ts';
import {
  EMPTY_REGISTRATION,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  registrationPayload,
  STEP_ONE_FIELDS,
  validateStepOne,
  validateStepTwo,
} from './validation.ts';
import '../forms/forms.css';
import './register.css';

/** The visitor goes to /login 2 s after registering. */
export const REDIRECT_DELAY_MS = 2000;

type Step = 1 | 2;
type Messages = Partial<Record<RegisterField, string>>;

/** Create account (/register): a two-step wizard. */
export default function RegisterWizard({ lang, messages }: { lang: Lang; messages: RegisterMessages }) {
  const t = translatorFor<RegisterKey>(messages);
  const errorTexts = errorTranslator(messages);
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTRATION);
  const [step, setStep] = useState<Step>(1);
  const [errors, setErrors] = useState<Messages>({});
  const [submitting, setSubmitting] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  // Moves focus after React has rendered the step that holds the field.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const set = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field as RegisterField]: _cleared, ...rest }) => rest);
  };

  const translate = (found: RegisterErrors): Messages =>
    Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)]));

  const firstField = (found: Messages) => Object.keys(found)[0] as RegisterField | undefined;

  function next() {
    const found = validateStepOne(values);
    setErrors(translate(found));
    const first = firstField(found);
    if (first) {
      setFocusTarget(`register-${first}`);
      return;
    }
    setStep(2);
    setFocusTarget('register-password');
  }

  function back() {
    setErrors({});
    setStep(1);
    setFocusTarget('register-firstName');
  }

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (step === 1) return next();
    const found = validateStepTwo(values);
    const first = firstField(found);
    setErrors(translate(found));
    if (first) {
      setFocusTarget(`register-${first}`);
      return;
    }
    setSubmitting(true);
    try {
      await apiJson('POST', '/oauth/register', registrationPayload(values));
      const success = { title: t('register.success'), description: t('register.successDescription') };
      toast({ ...success, variant: 'success' });
      setValues(EMPTY_REGISTRATION);
      setErrors({});
      setStep(1);
      redirectTimer.current = setTimeout(() => {
        // The toast keeps its remaining time on the sign-in page.
        flashToast({ ...success, variant: 'success', duration: TOAST_DURATION_MS - REDIRECT_DELAY_MS });
        window.location.assign(localizePath('/login', lang));
      }, REDIRECT_DELAY_MS);
    } catch (failure) {
      // The server names fields by their path; the form says them with its own labels.
      const labels = {
        firstName: t('register.firstName'),
        lastName: t('register.lastName'),
        email: t('register.email'),
        phone: t('register.phone'),
        password: t('register.password'),
        pin: t('register.pin'),
        secretWord: t('register.secretWord'),
      };
      const description = errorTexts.message(failure, labels) ?? undefined;
      toast({ title: t('register.failed'), description, variant: 'destructive' });
      const fromServer: Messages = errorTexts.fields(failure, labels);
      setErrors(fromServer);
      const onStepOne = STEP_ONE_FIELDS.find((field) => field in fromServer);
      if (onStepOne) {
        setStep(1);
        setFocusTarget(`register-${onStepOne}`);
      } else {
        const first = firstField(fromServer);
        if (first) setFocusTarget(`register-${first}`);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const textField = (
    field: RegisterField,
    label: string,
    input: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'text'; placeholder?: string },
    hint?: string,
  ) => (
    <Field id={`register-${field}`} label={label} hint={hint} error={errors[field]}>
      {(describedBy) => (
        <input
          id={`register-${field}`}
          className="input"
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          placeholder={input.placeholder}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );

  const secretField = (field: RegisterField, label: string, autoComplete: string, hint?: string) => (
    <Field id={`register-${field}`} label={label} hint={hint} error={errors[field]}>
      {(describedBy) => (
        <PasswordInput
          id={`register-${field}`}
          autoComplete={autoComplete}
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

  const pinField = (field: 'pin' | 'confirmPin', label: string, hint?: string) => (
    <Field id={`register-${field}`} label={label} hint={hint} error={errors[field]}>
      {(describedBy) => (
        <input
          id={`register-${field}`}
          className="input"
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

  const stepOne: ReactNode = (
    <>
      <div className="form-row">
        {textField('firstName', t('register.firstName'), { autoComplete: 'given-name' })}
        {textField('lastName', t('register.lastName'), { autoComplete: 'family-name' })}
      </div>
      <fieldset className="field fieldset">
        <legend className="label">{t('register.contactMethod')}</legend>
        <div className="segmented">
          {(['email', 'phone'] as const).map((method) => (
            <label key={method} className="segmented-option">
              <input
                type="radio"
                name="contactMethod"
                value={method}
                checked={values.contactMethod === method}
                onChange={() => set('contactMethod', method)}
              />
              <span>{t(method === 'email' ? 'register.contact.email' : 'register.contact.phone')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {values.contactMethod === 'email'
        ? textField('email', t('register.email'), {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            placeholder: t('login.emailPlaceholder'),
          })
        : textField(
            'phone',
            t('register.phone'),
            { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: t('login.phonePlaceholder') },
            t('register.phoneHint'),
          )}
      <div className="field">
        <label className="label" htmlFor="register-accountType">
          {t('register.accountType')}
        </label>
        <select
          id="register-accountType"
          className="select"
          value={values.accountType}
          onChange={(event) => set('accountType', event.target.value as RegisterValues['accountType'])}
        >
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`register.accountType.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <button className="btn btn-primary btn-lg btn-block" type="button" onClick={next}>
        {t('register.next')}
      </button>
    </>
  );

  const stepTwo: ReactNode = (
    <>
      <div className="form-row">
        {secretField('password', t('register.password'), 'new-password', t('register.passwordHint'))}
        {secretField('confirmPassword', t('register.confirmPassword'), 'new-password')}
      </div>
      <div className="form-row">
        {pinField('pin', t('register.pin'), t('register.pinHint'))}
        {pinField('confirmPin', t('register.confirmPin'))}
      </div>
      <div className="form-row">
        {secretField('secretWord', t('register.secretWord'), 'off', t('register.secretWordHint'))}
        {secretField('confirmSecretWord', t('register.confirmSecretWord'), 'off')}
      </div>
      <div className="wizard-actions">
        <button className="btn btn-outline btn-lg" type="button" onClick={back} disabled={submitting}>
          {t('register.back')}
        </button>
        <button className="btn btn-primary btn-lg" type="submit" disabled={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
      </div>
    </>
  );

  return (
    <HydratedForm className="form-stack" onSubmit={onSubmit} noValidate data-testid="register-form" data-step={step}>
      <ol className="wizard-steps" aria-label={t('register.progress', { current: step, total: 2 })}>
        {([1, 2] as const).map((number) => (
          <li key={number} aria-current={step === number ? 'step' : undefined} data-done={step > number}>
            <span className="wizard-step-number" aria-hidden="true">
              {number}
            </span>
            <span>{t(number === 1 ? 'register.step1' : 'register.step2')}</span>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {t('register.progress', { current: step, total: 2 })}
      </p>
      {step === 1 ? stepOne : stepTwo}
      <p className="terms muted small" data-testid="terms-notice">
        <LinkedPhrases
          text={t('register.terms')}
          links={[
            { phrase: t('register.termsLink'), href: localizePath('/terms', lang) },
            { phrase: t('register.privacyLink'), href: localizePath('/privacy', lang) },
          ]}
        />
      </p>
    </HydratedForm>
  );
}
