import type { ReactNode } from 'react';
import { LoadState as SharedLoadState } from '../shared/LoadState.tsx';
import type { AmT } from './messages.ts';

/** The shared skeleton-or-alert body in API management's words. */
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
  return (
    <SharedLoadState loaded={loaded} failed={failed} loadingLabel={t('common.loading')} failedText={t('am.loadFailed')}>
      {children}
    </SharedLoadState>
  );
}
