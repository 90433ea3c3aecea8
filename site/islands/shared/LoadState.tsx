import type { ReactNode } from 'react';

/** A panel's body: a skeleton until its data is in, an alert if it could not be loaded. */
export function LoadState({
  loaded,
  failed,
  loadingLabel,
  failedText,
  children,
}: {
  loaded: boolean;
  failed: boolean;
  loadingLabel: string;
  failedText: string;
  children: ReactNode;
}) {
  if (failed) {
    return (
      <p className="alert alert-danger" role="alert" data-testid="load-failed">
        {failedText}
      </p>
    );
  }
  if (!loaded) return <span className="skeleton load-skeleton" role="status" aria-label={loadingLabel} />;
  return <>{children}</>;
}
