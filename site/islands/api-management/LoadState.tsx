import type { ReactNode } from 'react';
import type { AmT } from './messages.ts';

/** A panel's body: a skeleton until its data is in, an alert if it could not be loaded. */
export function LoadState({
  t,
  loaded,
  failed,
  children,
}: {
  t: AmT;
  loaded: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  if (failed) {
    return (
      <p className="alert alert-danger" role="alert" data-testid="load-failed">
        {t('am.loadFailed')}
      </p>
    );
  }
  if (!loaded) return <span className="skeleton am-skeleton" role="status" aria-label={t('common.loading')} />;
  return <>{children}</>;
}
