import { useEffect, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { ApiError } from '../../lib/api/index.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import type { IconName } from '../../lib/icon-paths.ts';
import { localizePath } from '../../lib/locale.ts';
import { Pending } from '../shared/ProtectedRoute.tsx';
import { StatePanel } from '../shared/StatePanel.tsx';
import { ConsentForm } from './ConsentForm.tsx';
import { type ConsentRequest, consentCalls } from './consent-api.ts';
import type { ConsentKey, ConsentT } from './messages.ts';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; uid: string; request: ConsentRequest }
  | { state: keyof typeof PANELS };

/** What each state without a form says (`failed` offers Try again, the others the dashboard). */
const PANELS = {
  missing: { icon: 'alert', title: 'consent.missingTitle', body: 'consent.missingBody' },
  expired: { icon: 'clock', title: 'consent.expiredTitle', body: 'consent.expiredBody' },
  forbidden: { icon: 'lock', title: 'consent.forbiddenTitle', body: 'consent.forbiddenBody' },
  failed: { icon: 'alert', title: 'consent.loadFailedTitle', body: 'consent.loadFailedBody' },
} as const satisfies Record<string, { icon: IconName; title: ConsentKey; body: ConsentKey }>;

/** Why the request could not be shown, from the answer's status. */
function failureState(failure: unknown): Load {
  if (failure instanceof ApiError && failure.status === 404) return { state: 'expired' };
  if (failure instanceof ApiError && failure.status === 403) return { state: 'forbidden' };
  return { state: 'failed' };
}

/** Loads what the app asks for, then the form; or says why there is nothing to answer. */
export function ConsentScreen({ lang, t, errors }: { lang: Lang; t: ConsentT; errors: ErrorTranslator }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button's way to load again.
  useEffect(() => {
    const uid = new URLSearchParams(window.location.search).get('interaction');
    if (!uid) {
      setLoad({ state: 'missing' });
      return;
    }
    let current = true;
    setLoad({ state: 'loading' });
    consentCalls.describe(uid).then(
      (request) => current && setLoad({ state: 'ready', uid, request }),
      (failure: unknown) => current && setLoad(failureState(failure)),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (load.state === 'loading') return <Pending label={t('consent.loading')} testId="consent-loading" />;
  if (load.state === 'ready') return <ConsentForm uid={load.uid} request={load.request} t={t} errors={errors} />;
  const panel = PANELS[load.state];
  return (
    <StatePanel testId={`consent-${load.state}`} icon={panel.icon} title={t(panel.title)} body={t(panel.body)}>
      {load.state === 'failed' ? (
        <button className="btn btn-primary" type="button" onClick={() => setAttempt((count) => count + 1)}>
          {t('consent.retry')}
        </button>
      ) : (
        <a className="btn btn-outline" href={localizePath('/dashboard', lang)}>
          {t('consent.toDashboard')}
        </a>
      )}
    </StatePanel>
  );
}
