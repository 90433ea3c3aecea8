// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  ambientToast,
  dismissToast,
  TOAST_REMOVE_DELAY_MS,
  toast,
  toastFailure,
} from '../../../site/stores/toast.ts';

beforeAll(async () => {
  await import('../../../site/scripts/toaster.ts');
});

let toaster: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  $toasts.set([]);
  toaster = document.createElement('ob-toaster');
  document.body.append(toaster);
});

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
});

const visibleToasts = () => [...toaster.querySelectorAll<HTMLElement>('[data-testid="toast"]')];

function swipe(element: HTMLElement, distance: number): void {
  element.dispatchEvent(new PointerEvent('pointerdown', { clientX: 100, pointerId: 1, bubbles: true }));
  element.dispatchEvent(new PointerEvent('pointermove', { clientX: 100 + distance, pointerId: 1, bubbles: true }));
  element.dispatchEvent(new PointerEvent('pointerup', { clientX: 100 + distance, pointerId: 1, bubbles: true }));
}

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the visible one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Details', variant: 'destructive' });
    expect($toasts.get()).toHaveLength(1);
    const shown = visibleToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain('Second');
    expect(shown[0]?.textContent).toContain('Details');
    expect(shown[0]?.dataset.variant).toBe('destructive');
  });

  it('an ambient toast (a background status change) never replaces the answer to an action', () => {
    toast({ title: 'Bank to mobile transfer initiated' });
    expect(ambientToast({ title: 'Payment status updated' })).toBeNull();
    expect(visibleToasts()[0]?.textContent).toContain('Bank to mobile transfer initiated');
    // Once the answer has closed, the ambient toast shows, and any new answer replaces it.
    vi.advanceTimersByTime(5_000);
    expect(ambientToast({ title: 'Payment status updated' })).not.toBeNull();
    expect(visibleToasts()[0]?.textContent).toContain('Payment status updated');
    toast({ title: 'Payment initiated' });
    expect(visibleToasts()[0]?.textContent).toContain('Payment initiated');
  });

  it('closes on its own after 5000 ms', () => {
    toast({ title: 'Message sent successfully!' });
    vi.advanceTimersByTime(4_999);
    expect(visibleToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('closes with a press on ×: the swipe does not capture a pointer pressed on the button', () => {
    toast({ title: 'Close me' });
    const [shown] = visibleToasts();
    const close = shown?.querySelector<HTMLButtonElement>('.toast-close');
    if (!shown || !close) throw new Error('toast not rendered');
    const captured = vi.spyOn(shown, 'setPointerCapture');
    close.dispatchEvent(new PointerEvent('pointerdown', { clientX: 10, pointerId: 1, bubbles: true }));
    expect(captured).not.toHaveBeenCalled();
    close.dispatchEvent(new PointerEvent('pointerup', { clientX: 10, pointerId: 1, bubbles: true }));
    close.click();
    expect(visibleToasts()).toHaveLength(0);
  });

  it('closes when swiped right by at least 50 px, not less', () => {
    toast({ title: 'Swipe me' });
    const [shown] = visibleToasts();
    if (!shown) throw new Error('toast not rendered');
    swipe(shown, 49);
    expect(visibleToasts()).toHaveLength(1);
    swipe(visibleToasts()[0] as HTMLElement, 50);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('closes from its close button', () => {
    toast({ title: 'Closable' });
    visibleToasts()[0]?.querySelector('button')?.click();
    expect(visibleToasts()).toHaveLength(0);
  });

  it('keeps a dismissed toast in the store until the removal delay', () => {
    const id = toast({ title: 'Dismissed' });
    dismissToast(id);
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect($toasts.get()).toHaveLength(0);
  });
});

describe('toastFailure', () => {
  it('shows what failed as a destructive toast, with the reason below when there is one', () => {
    toastFailure('Revoke failed', 'This app is not connected');
    expect($toasts.get()[0]).toMatchObject({
      title: 'Revoke failed',
      description: 'This app is not connected',
      variant: 'destructive',
    });
    toastFailure('Export failed', null);
    expect($toasts.get()[0]).toMatchObject({ title: 'Export failed', description: undefined, variant: 'destructive' });
  });
});
