import { useEffect } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { localizePath } from '../../lib/locale.ts';
import { flashToast } from '../../stores/flash-toast.ts';

/**
 * A screen that is nothing without an account sends a signed-out visitor to sign in, saying
 * why in a toast the sign-in page shows, and the sign-in page brings them back here after.
 */
export function SignInRedirect({ lang, title, body }: { lang: Lang; title: string; body: string }) {
  useEffect(() => {
    flashToast({ title, description: body, variant: 'destructive' });
    const back = `${window.location.pathname}${window.location.search}`;
    window.location.replace(`${localizePath('/login', lang)}?next=${encodeURIComponent(back)}`);
  }, [lang, title, body]);
  return (
    <div className="container protected-state" role="status" data-testid="auth-redirect">
      <span className="spinner" aria-hidden="true" />
      <span>{title}</span>
    </div>
  );
}
