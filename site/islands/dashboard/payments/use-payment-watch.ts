import { useEffect, useRef } from 'react';
import type { MobileMoneyPayment } from './payments-api.ts';

/**
 * Issue 12: a sandbox payment settles in seconds, but the list polls every 30 s.
 * While the list holds a payment still in flight, it is fetched every 3 s, for two minutes
 * after such a payment was first seen, then the spec's 30 s poll is all that is left.
 */
export const FAST_REFRESH_MS = 3_000;
export const FAST_REFRESH_WINDOW_MS = 120_000;

const inFlight = (payment: MobileMoneyPayment) => payment.status === 'pending' || payment.status === 'processing';

export function useFastRefresh(payments: readonly MobileMoneyPayment[] | undefined, refresh: () => void): void {
  // References in flight, and when the first of the current ones was seen.
  const pending = (payments ?? []).filter(inFlight).map((payment) => payment.reference);
  const key = pending.sort().join(',');
  const windowStart = useRef<{ key: string; at: number } | null>(null);
  useEffect(() => {
    if (!key) {
      windowStart.current = null;
      return;
    }
    // A payment newly in flight (one just made) opens a fresh window; one settling keeps it.
    const previous = windowStart.current?.key.split(',') ?? [];
    const fresh = key.split(',').some((reference) => !previous.includes(reference));
    windowStart.current = { key, at: fresh || !windowStart.current ? Date.now() : windowStart.current.at };
    const left = windowStart.current.at + FAST_REFRESH_WINDOW_MS - Date.now();
    if (left <= 0) return;
    const timer = setInterval(refresh, FAST_REFRESH_MS);
    const stop = setTimeout(() => clearInterval(timer), left);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [key, refresh]);
}

export interface StatusChange {
  payment: MobileMoneyPayment;
  from: MobileMoneyPayment['status'];
}

/**
 * The payments whose status changed since the list's previous answer, for the live region and
 * the toast. The first answer only sets the baseline: nothing "changed" on page load.
 */
export function useStatusChanges(
  payments: readonly MobileMoneyPayment[] | undefined,
  onChange: (changes: StatusChange[]) => void,
): void {
  const known = useRef<Map<string, MobileMoneyPayment['status']> | null>(null);
  const notify = useRef(onChange);
  notify.current = onChange;
  useEffect(() => {
    if (!payments) return;
    const previous = known.current;
    known.current = new Map(payments.map((payment) => [payment.reference, payment.status]));
    if (!previous) return;
    const changes = payments.flatMap((payment) => {
      const from = previous.get(payment.reference);
      return from && from !== payment.status ? [{ payment, from }] : [];
    });
    if (changes.length > 0) notify.current(changes);
  }, [payments]);
}
