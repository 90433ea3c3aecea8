import { type SubmitEvent, useEffect, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { apiJson, clearQueryCache, storeSession } from '../../lib/api/index.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { localizePath } from '../../lib/locale.ts';
import { translatorFor } from '../../lib/messages.ts';
import { isApiKeysReturn, isInstitutionViewReturn, safeReturnPath } from '../../lib/return-path.ts';
import { moveBetweenTabs } from '../../scripts/tab-keys.ts';
import { flashToast, showFlashedToast } from '../../stores/flash-toast.ts';
import { toastFailure } from '../../stores/toast.ts';
import { Field } from '../forms/Field.tsx';
import { HydratedForm } from '../forms/HydratedForm.tsx';
import { PasswordInput } from '../forms/PasswordInput.tsx';
import { PIN_MAX_LENGTH, pinDigits } from '../forms/pin.ts';
import type { LoginKey, LoginMessages } from './messages.ts';
import '../forms/forms.css';
import { TextField } from '../forms/TextField.tsx';

type Method = 'email' | 'phone';

interface TokenResponse {
  access_token: string;
  expires_in: number;
}

/** What the notice says about the page the visitor will be sent back to. */
function returnNotice(path: string): 'login.returnApiKeys' | 'login.returnInstitution' | 'login.returnGeneric' {
  if (isApiKeysReturn(path)) return 'login.returnApiKeys';
  if (isInstitutionViewReturn(path)) return 'login.returnInstitution';
  return 'login.returnGeneric';
}

/** Sign in (/login): Email or Phone tab, password, optional PIN; disabled until both are given. */
export default function LoginForm({ lang, messages }: { lang: Lang; messages: LoginMessages }) {
  const t = translatorFor<LoginKey>(messages);
  const errors = errorTranslator(messages);
  const [method, setMethod] = useState<Method>('email');
  const [contact, setContact] = useState({ email: '', phone: '' });
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Set after hydration: the server-rendered page cannot know the query string.
  const [returnPath, setReturnPath] = useState<string | null>(null);

  // A toast left by the previous page (registration success) carries on here.
  useEffect(() => showFlashedToast(), []);
  useEffect(() => setReturnPath(safeReturnPath(window.location.search)), []);

  const value = contact[method].trim();
  const canSubmit = value !== '' && password !== '' && !submitting;

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setError(null);
    try {
      const body = { [method]: value, password, ...(pin ? { pin } : {}) };
      const result = await apiJson<TokenResponse>('POST', '/oauth/login', body);
      storeSession(result.access_token, result.expires_in);
      clearQueryCache();
      flashToast({ title: t('login.success'), variant: 'success' });
      window.location.assign(returnPath ?? localizePath('/dashboard', lang));
    } catch (failure) {
      const message = errors.message(failure, {
        email: t('login.email'),
        phone: t('login.phone'),
        password: t('login.password'),
        pin: t('login.pin'),
      });
      toastFailure(t('login.failed'), message ?? t('login.invalidCredentials'));
      setError(message ?? t('login.failed'));
      setSubmitting(false);
    }
  }

  const tabs: { id: Method; label: string }[] = [
    { id: 'email', label: t('login.tab.email') },
    { id: 'phone', label: t('login.tab.phone') },
  ];

  return (
    <HydratedForm className="form-stack" onSubmit={onSubmit} noValidate data-testid="login-form">
      {returnPath && (
        <div className="alert alert-info" role="status" data-testid="login-return-notice">
          <strong>{t('login.returnTitle')}</strong>
          <div>{t(returnNotice(returnPath))}</div>
        </div>
      )}
      <div className="segmented" role="tablist" aria-label={t('login.method')} onKeyDown={moveBetweenTabs}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`login-tab-${tab.id}`}
            aria-selected={method === tab.id}
            tabIndex={method === tab.id ? 0 : -1}
            aria-controls="login-contact-panel"
            onClick={() => setMethod(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id="login-contact-panel" aria-labelledby={`login-tab-${method}`}>
        {method === 'email' ? (
          <TextField
            id="login-email"
            label={t('login.email')}
            type="email"
            autoComplete="username"
            placeholder={t('login.emailPlaceholder')}
            value={contact.email}
            onChange={(event) => setContact({ ...contact, email: event.target.value })}
          />
        ) : (
          <TextField
            id="login-phone"
            label={t('login.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="username"
            placeholder={t('login.phonePlaceholder')}
            value={contact.phone}
            onChange={(event) => setContact({ ...contact, phone: event.target.value })}
          />
        )}
      </div>

      <Field id="login-password" label={t('login.password')}>
        {(describedBy) => (
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={describedBy}
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
          />
        )}
      </Field>

      <TextField
        id="login-pin"
        label={t('login.pin')}
        hint={t('login.pinHint')}
        className="input pin-input"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_MAX_LENGTH}
        value={pin}
        onChange={(event) => setPin(pinDigits(event.target.value))}
      />

      {error && (
        <div className="alert alert-danger" role="alert" data-testid="login-error">
          {error}
        </div>
      )}

      <button className="btn btn-primary btn-lg btn-block" type="submit" disabled={!canSubmit}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </HydratedForm>
  );
}
