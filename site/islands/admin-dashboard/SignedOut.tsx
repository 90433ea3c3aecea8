import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { AdminLoginForm } from '../back-office/sign-in/AdminLoginForm.tsx';
import type { AdT } from './messages.ts';

/**
 * A signed-out visitor: the Admin Portal sign-in (ADMIN-CONTRACT "Site routes"). Once signed
 * in, the current user is revalidated and the gate shows the dashboard (or the 403 panel).
 */
export function SignedOut({ lang, t, errors }: { lang: Lang; t: AdT; errors: ErrorTranslator }) {
  return (
    <div className="container protected-state">
      <AdminLoginForm lang={lang} t={t} errors={errors} onSignedIn={() => undefined} />
    </div>
  );
}
