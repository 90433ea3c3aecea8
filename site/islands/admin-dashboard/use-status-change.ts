import { useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { adminActions, type DashboardUser, refreshAdminData, type StatusAction } from './admin-dashboard-api.ts';
import type { AdT } from './messages.ts';

/** Fixed reasons: bulk changes and single toggles say why in these words. */
export const BULK_REASON = 'Bulk administrative action';
export const singleReason = (action: StatusAction) => `Individual ${action} action`;

/**
 * Activating and suspending users, in bulk or one at a time, with the "Bulk Action Complete" /
 * "Bulk Action Failed" toasts.
 * `busy` names what is under way: 'bulk', a user's id, or null.
 */
export function useStatusChange(t: AdT, errors: ErrorTranslator, onBulkDone: () => void) {
  const [busy, setBusy] = useState<string | null>(null);

  async function bulk(action: StatusAction, users: DashboardUser[]): Promise<void> {
    if (users.length === 0) {
      toastFailure(t('ad.bulk.noneSelected'), t('ad.bulk.noneSelectedBody'));
      return;
    }
    setBusy('bulk');
    try {
      const result = await adminActions.setStatus(
        action,
        users.map((user) => user.id),
        BULK_REASON,
      );
      toast({
        title: t('ad.bulk.complete'),
        description: t('ad.bulk.completeBody', { count: result.updated }),
        variant: 'success',
      });
      onBulkDone();
      refreshAdminData();
    } catch (failure) {
      toastFailure(t('ad.bulk.failed'), errors.message(failure) ?? t('ad.bulk.failedBody'));
    } finally {
      setBusy(null);
    }
  }

  async function toggle(user: DashboardUser): Promise<void> {
    const action: StatusAction = user.isActive ? 'suspend' : 'activate';
    setBusy(user.id);
    try {
      await adminActions.setStatus(action, [user.id], singleReason(action));
      toast({ title: t('ad.userUpdated'), variant: 'success' });
      refreshAdminData();
    } catch (failure) {
      toastFailure(t('ad.updateFailed'), errors.message(failure) ?? t('ad.updateFailedBody'));
    } finally {
      setBusy(null);
    }
  }

  return { busy, bulk, toggle };
}
