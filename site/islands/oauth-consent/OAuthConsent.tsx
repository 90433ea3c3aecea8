import type { Lang } from '../../../domain/languages.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { translatorFor } from '../../lib/messages.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import { SignInRedirect } from '../shared/SignInRedirect.tsx';
import { ConsentScreen } from './ConsentScreen.tsx';
import type { ConsentKey, ConsentMessages } from './messages.ts';
import '../shared/screen.css';
import '../forms/forms.css';
import './consent.css';

/**
 * /oauth/consent?interaction=<uid> (issue 17 item 2): where the authorization server sends a
 * customer whom a third-party app asked for access. Signed out, the customer signs in first and
 * the sign-in page brings them back here, the interaction id still in the address.
 */
export default function OAuthConsent({ lang, messages }: { lang: Lang; messages: ConsentMessages }) {
  const t = translatorFor<ConsentKey>(messages);
  const errors = errorTranslator(messages);
  return (
    <ProtectedRoute
      lang={lang}
      t={t}
      signedOut={<SignInRedirect lang={lang} title={t('consent.authRequired')} body={t('consent.authRequiredBody')} />}
    >
      {() => <ConsentScreen lang={lang} t={t} errors={errors} />}
    </ProtectedRoute>
  );
}
