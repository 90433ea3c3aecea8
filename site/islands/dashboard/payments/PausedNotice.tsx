import { useStore } from '@nanostores/react';
import { ApiError } from '../../../lib/api/index.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { $features, type Features } from '../../../stores/features.ts';

/** The flags a form can be paused by, with the reason the server refuses its calls with. */
const PAUSES = {
  mobileMoneyPayments: 'mobile_money_paused',
  interbankTransfers: 'interbank_paused',
} as const satisfies Partial<Record<keyof Features, string>>;

export type PausableFeature = keyof typeof PAUSES;

/** The reason every new payment is refused with while the platform is in maintenance. */
const MAINTENANCE = 'maintenance_mode';

/**
 * A call refused because its feature is paused is the freshest word there is: the form says
 * paused at once, without waiting for the next features poll.
 */
export function notePausedRefusal(failure: unknown): void {
  if (!(failure instanceof ApiError) || failure.status !== 503) return;
  const reason = failure.issue?.reason;
  const current = $features.get().data;
  if (!current) return;
  if (reason === MAINTENANCE) {
    $features.mutate({ ...current, maintenanceMode: true });
    return;
  }
  const feature = (Object.keys(PAUSES) as PausableFeature[]).find((name) => PAUSES[name] === reason);
  if (feature) $features.mutate({ ...current, [feature]: false });
}

/**
 * Whether staff have paused this feature (or the platform is in maintenance), and what to say: the server's own message for the
 * refusal, in the page's language (the English is the API's text, so the page and a refused
 * call say the same). Unknown (features not loaded, or failed) counts as open: the server
 * still refuses, and the form then shows its message.
 */
export function usePaused(feature: PausableFeature, errors: ErrorTranslator): string | null {
  const { data } = useStore($features);
  const reason = data?.maintenanceMode ? MAINTENANCE : data?.[feature] === false ? PAUSES[feature] : null;
  if (!reason) return null;
  return errors.issue({ reason, message: reason }) ?? reason;
}

export function PausedNotice({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p className="alert alert-warning" role="status" data-testid={testId}>
      {text}
    </p>
  );
}
