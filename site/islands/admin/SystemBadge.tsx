import { useStore } from '@nanostores/react';
import { $readiness } from './admin-api.ts';
import type { PortalT } from './messages.ts';

/** The header's System Online badge: `GET /api/readyz` 200 is online, anything else (503) degraded. */
export function SystemBadge({ t }: { t: PortalT }) {
  const { data, error } = useStore($readiness);
  const state = data?.status === 'ready' ? 'online' : error || data ? 'degraded' : 'checking';
  const tone = state === 'online' ? 'badge-success' : state === 'degraded' ? 'badge-danger' : '';
  const label =
    state === 'online'
      ? t('portal.systemOnline')
      : state === 'degraded'
        ? t('portal.systemDegraded')
        : t('portal.systemChecking');
  return (
    <span className={`badge ${tone} portal-system-badge`} role="status" data-testid="system-badge" data-state={state}>
      <span className="dot" aria-hidden="true" />
      {label}
    </span>
  );
}
