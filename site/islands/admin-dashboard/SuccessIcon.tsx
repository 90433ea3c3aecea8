import { Icon } from '../shared/Icon.tsx';
import type { AdT } from './messages.ts';

/** An audit entry's outcome: a green tick or a red cross, named for screen readers. */
export function SuccessIcon({ success, t }: { success: boolean; t: AdT }) {
  return (
    <span
      className={success ? 'ad-outcome tone-success' : 'ad-outcome tone-danger'}
      data-testid="audit-success"
      data-success={success}
    >
      <Icon name={success ? 'checkCircle' : 'xCircle'} size={18} />
      <span className="sr-only">{t(success ? 'ad.audit.success' : 'ad.audit.failure')}</span>
    </span>
  );
}
