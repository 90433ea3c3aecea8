import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { localizePath } from '../../lib/locale.ts';
import { $currentUser, $signingOut, type CurrentUser } from '../../stores/current-user.ts';
import type { SessionT } from './messages.ts';
import { StatePanel } from './StatePanel.tsx';

interface ProtectedRouteProps {
  lang: Lang;
  t: SessionT;
  children: (user: CurrentUser) => ReactNode;
  /** What a signed-out visitor sees instead of the Authentication Required panel. */
  signedOut?: ReactNode;
  /**
   * What shows while the session is checked, instead of the spinner: a screen's frame with
   * its static copy, so the built page already paints what the signed-in screen will show
   * (its largest text is then painted at once, not after the scripts and the session check).
   */
  pending?: ReactNode;
}

/** A screen-filling waiting line (spinner and words), for a screen that is not drawn yet. */
export function Pending({ label, testId = 'auth-loading' }: { label: string; testId?: string }) {
  return (
    <div className="container protected-state" role="status" data-testid={testId}>
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

function AuthenticationRequired({ lang, t }: { lang: Lang; t: SessionT }) {
  return (
    <StatePanel
      testId="auth-required"
      icon="lock"
      title={t('session.authRequired')}
      body={t('session.authRequiredBody')}
    >
      <a className="btn btn-primary" href={localizePath('/login', lang)}>
        {t('session.logIn')}
      </a>
      <a className="btn btn-outline" href={localizePath('/register', lang)}>
        {t('session.createAccount')}
      </a>
    </StatePanel>
  );
}

function CurrentUserGate({
  lang,
  t,
  children,
  signedOut,
  pending,
  inBrowser,
}: ProtectedRouteProps & { inBrowser: boolean }) {
  const { data, error, loading } = useStore($currentUser);
  const signingOut = useStore($signingOut);
  const waiting = pending ?? <Pending label={t('common.loading')} />;
  // The built page and the first render in the browser must match: the store is read after.
  if (!inBrowser) return waiting;
  if (signingOut) return <Pending label={t('session.signingOut')} />;
  // Returned as is (no wrapper), so a `pending` frame of the same component is updated in
  // place: its static text keeps its DOM nodes and is not painted a second time.
  if (data) return children(data);
  if (error) {
    return (
      <div className="container protected-state">
        <div className="alert alert-danger" role="alert" data-testid="auth-check-failed">
          <p>{t('session.checkFailed')}</p>
          <button className="btn btn-outline btn-sm" type="button" onClick={() => $currentUser.revalidate()}>
            {t('session.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (loading || data === undefined) return waiting;
  return signedOut ?? <AuthenticationRequired lang={lang} t={t} />;
}

/**
 * The protected wrapper: "Loading" while the current user is fetched, the
 * Authentication Required panel when signed out, the screen otherwise. The built page
 * shows "Loading" (the store is only read once the island runs in the browser). Every state
 * fills the screen, so the footer starts below the fold and never jumps when the screen
 * replaces "Loading" (that jump was a 0.42 layout shift on phones).
 */
export function ProtectedRoute(props: ProtectedRouteProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return (
    <div className="screen-frame">
      <CurrentUserGate {...props} inBrowser={inBrowser} />
    </div>
  );
}
