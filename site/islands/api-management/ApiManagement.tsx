import type { Lang } from '../../../domain/languages.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { translatorFor } from '../../lib/messages.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import { SignInRedirect } from '../shared/SignInRedirect.tsx';
import { ApiManagementScreen } from './ApiManagementScreen.tsx';
import type { AmKey, ApiManagementMessages, ScopeChoice } from './messages.ts';
import '../shared/screen.css';
import '../shared/back-office.css';
import '../forms/forms.css';
import './api-management.css';

/**
 * /api-management: a signed-in developer's keys, webhooks and usage. Signed
 * out: "Authentication Required" / "Please log in to manage your API keys" and off to sign in,
 * which brings the developer back here.
 */
export default function ApiManagement({
  lang,
  messages,
  scopes,
}: {
  lang: Lang;
  messages: ApiManagementMessages;
  scopes: ScopeChoice[];
}) {
  const t = translatorFor<AmKey>(messages);
  const errors = errorTranslator(messages);
  return (
    <ProtectedRoute
      lang={lang}
      t={t}
      signedOut={<SignInRedirect lang={lang} title={t('am.authRequired')} body={t('am.authRequiredBody')} />}
    >
      {(user) => <ApiManagementScreen lang={lang} t={t} errors={errors} scopes={scopes} role={user.role} />}
    </ProtectedRoute>
  );
}
