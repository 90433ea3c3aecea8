import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/index.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { type Lang, localizePath } from '../../lib/locale.ts';
import { StatePanel } from '../shared/StatePanel.tsx';
import { ConsentForm } from './ConsentForm.tsx';
import { type ConsentRequest, consentCalls } from './consent-api.ts';
import type { ConsentT } from './messages.ts';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; uid: string; request: ConsentRequest }
  | { state: 'missing' | 'expired' | 'forbidden' | 'failed' };

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

  const dashboard = (
    <a className="btn btn-outline" href={localizePath('/dashboard', lang)}>
      {t('consent.toDashboard')}
    </a>
  );
  switch (load.state) {
    case 'loading':
      return (
        <div className="container protected-state" role="status" data-testid="consent-loading">
          <span className="spinner" aria-hidden="true" />
          <span>{t('consent.loading')}</span>
        </div>
      );
    case 'ready':
      return <ConsentForm uid={load.uid} request={load.request} t={t} errors={errors} />;
    case 'missing':
      return (
        <StatePanel
          testId="consent-missing"
          icon="alert"
          title={t('consent.missingTitle')}
          body={t('consent.missingBody')}
        >
          {dashboard}
        </StatePanel>
      );
    case 'expired':
      return (
        <StatePanel
          testId="consent-expired"
          icon="clock"
          title={t('consent.expiredTitle')}
          body={t('consent.expiredBody')}
        >
          {dashboard}
        </StatePanel>
      );
    case 'forbidden':
      return (
        <StatePanel
          testId="consent-forbidden"
          icon="lock"
          title={t('consent.forbiddenTitle')}
          body={t('consent.forbiddenBody')}
        >
          {dashboard}
        </StatePanel>
      );
    default:
      return (
        <StatePanel
          testId="consent-load-failed"
          icon="alert"
          title={t('consent.loadFailedTitle')}
          body={t('consent.loadFailedBody')}
        >
          <button className="btn btn-primary" type="button" onClick={() => setAttempt((count) => count + 1)}>
            {t('consent.retry')}
          </button>
        </StatePanel>
      );
  }
}
