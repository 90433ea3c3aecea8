import type { Lang } from '../../../domain/languages.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { translatorFor } from '../../lib/messages.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import { SignInRedirect } from '../shared/SignInRedirect.tsx';
import { MemberViewScreen } from './MemberViewScreen.tsx';
import type { InstitutionViewMessages, InstViewKey } from './messages.ts';
import '../shared/screen.css';
import '../shared/back-office.css';
import './institutions.css';

/**
 * /institution: an approved institution's own view for its members, who sign in with their
 * platform account (the customer sign-in and session; staff sign in at /admin). Signed out:
 * off to sign in, whose notice says who may, and back here after.
 */
export default function MemberView({ lang, messages }: { lang: Lang; messages: InstitutionViewMessages }) {
  const t = translatorFor<InstViewKey>(messages);
  const errors = errorTranslator(messages);
  return (
    <ProtectedRoute
      lang={lang}
      t={t}
      signedOut={<SignInRedirect lang={lang} title={t('instView.signInTitle')} body={t('instView.signInBody')} />}
    >
      {() => <MemberViewScreen lang={lang} t={t} errors={errors} />}
    </ProtectedRoute>
  );
}
