import { type SubmitEvent, useState } from 'react';
import type { Lang } from '../../../../domain/languages.ts';
import { apiJson, clearQueryCache, storeSession } from '../../../lib/api/index.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { $currentUser } from '../../../stores/current-user.ts';
import { toast, toastFailure } from '../../../stores/toast.ts';
import { Field } from '../../forms/Field.tsx';
import { HydratedForm } from '../../forms/HydratedForm.tsx';
import { PasswordInput } from '../../forms/PasswordInput.tsx';
import { TextField } from '../../forms/TextField.tsx';
import type { AdminLoginT } from './login-messages.ts';
import '../../forms/forms.css';
import './admin-login.css';

interface TokenResponse {
  access_token: string;
  expires_in: number;
}

/**
 * Props (shared by /admin and /admin-dashboard):
 * - `lang`: the page's language (the form's words all come from `t`).
 * - `t`: a translator covering `ADMIN_LOGIN_STRINGS` keys (`adminLogin.*`, `password.*`).
 * - `errors`: `errorTranslator(messages)` over messages that include `ADMIN_LOGIN_STRINGS.errors`,
 *   so the server's answer (a customer's "This sign-in is for platform staff only", "Invalid
 *   credentials", a lock-out) is said in the page's language.
 * - `onSignedIn()`: called once the session is stored and `$currentUser` is being revalidated.
 */
export interface AdminLoginFormProps {
  lang: Lang;
  t: AdminLoginT;
  errors: ErrorTranslator;
  onSignedIn(): void;
}

/**
 * The admin portal signed out: the Admin Portal form (Email, Password, Sign In; "Signing in..."
 * while pending). Both fields are required and the e-mail must look like one, checked by the
 * browser. A failure shows the server's message, or "Login failed", in the form and as
 * an error toast. The session is stored exactly as /login stores it.
 */
export function AdminLoginForm({ t, errors, onSignedIn }: AdminLoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await apiJson<TokenResponse>('POST', '/api/admin/login', { email: email.trim(), password });
      storeSession(result.access_token, result.expires_in);
      clearQueryCache();
      void $currentUser.revalidate();
      toast({ title: t('adminLogin.success'), variant: 'success' });
      onSignedIn();
    } catch (failure) {
      const message =
        errors.message(failure, { email: t('adminLogin.email'), password: t('adminLogin.password') }) ??
        t('adminLogin.failed');
      toastFailure(t('adminLogin.failed'), message);
      setError(message);
      setSubmitting(false);
    }
  }

  return (
    <section className="admin-login" data-testid="admin-login">
      <div className="card admin-login-card">
        <header className="admin-login-header">
          <h1 data-testid="screen-title">{t('adminLogin.title')}</h1>
          <p className="muted">{t('adminLogin.subtitle')}</p>
        </header>
        <HydratedForm className="form-stack" onSubmit={onSubmit} data-testid="admin-login-form">
          <TextField
            id="admin-login-email"
            label={t('adminLogin.email')}
            type="email"
            required
            autoComplete="username"
            placeholder={t('adminLogin.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field id="admin-login-password" label={t('adminLogin.password')}>
            {(describedBy) => (
              <PasswordInput
                id="admin-login-password"
                required
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby={describedBy}
                showLabel={t('password.show')}
                hideLabel={t('password.hide')}
              />
            )}
          </Field>
          {error && (
            <div className="alert alert-danger" role="alert" data-testid="admin-login-error">
              {error}
            </div>
          )}
          <button
            className="btn btn-primary btn-lg btn-block"
            type="submit"
            disabled={submitting}
            data-testid="admin-login-submit"
          >
            {submitting ? t('adminLogin.submitting') : t('adminLogin.submit')}
          </button>
        </HydratedForm>
      </div>
    </section>
  );
}
