import { $toasts, dismissToast, TOAST_SWIPE_THRESHOLD_PX, type Toast } from '../stores/toast.ts';

/**
 * Renders the toast store without React, so pages with no island ship no React runtime.
 * Auto-closes after each toast's duration; a swipe to the right of 50 px closes it.
 */
class ToasterElement extends HTMLElement {
  #unsubscribe: (() => void) | null = null;
  #timers = new Map<number, ReturnType<typeof setTimeout>>();

  connectedCallback(): void {
    this.setAttribute('role', 'region');
    this.#unsubscribe = $toasts.subscribe((toasts) => this.#render(toasts));
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    for (const timer of this.#timers.values()) clearTimeout(timer);
  }

  #render(toasts: readonly Toast[]): void {
    const visible = toasts.filter((item) => item.open);
    for (const [id, timer] of this.#timers) {
      if (!visible.some((item) => item.id === id)) {
        clearTimeout(timer);
        this.#timers.delete(id);
      }
    }
    this.replaceChildren(...visible.map((item) => this.#toastElement(item)));
  }

  #toastElement(item: Toast): HTMLElement {
    const element = document.createElement('div');
    element.className = `toast toast-${item.variant}`;
    element.setAttribute('role', item.variant === 'destructive' ? 'alert' : 'status');
    element.dataset.testid = 'toast';
    element.dataset.variant = item.variant;

    const text = document.createElement('div');
    text.className = 'toast-text';
    const title = document.createElement('div');
    title.className = 'toast-title';
    title.textContent = item.title;
    text.append(title);
    if (item.description) {
      const description = document.createElement('div');
      description.className = 'toast-description';
      description.textContent = item.description;
      text.append(description);
    }

    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'toast-close';
    close.setAttribute('aria-label', this.dataset.closeLabel ?? 'Close');
    close.textContent = '×';
    close.addEventListener('click', () => dismissToast(item.id));

    element.append(text, close);
    this.#enableSwipe(element, item.id);
    if (!this.#timers.has(item.id) && Number.isFinite(item.duration)) {
      this.#timers.set(
        item.id,
        setTimeout(() => dismissToast(item.id), item.duration),
      );
    }
    return element;
  }

  #enableSwipe(element: HTMLElement, id: number): void {
    let startX: number | null = null;
    element.addEventListener('pointerdown', (event) => {
      // A press on × is a click: capturing the pointer would take the click away from it.
      if ((event.target as Element).closest('.toast-close')) return;
      startX = event.clientX;
      element.setPointerCapture?.(event.pointerId);
    });
    element.addEventListener('pointermove', (event) => {
      if (startX === null) return;
      const dx = Math.max(0, event.clientX - startX);
      element.style.transform = `translateX(${dx}px)`;
    });
    const end = (event: PointerEvent) => {
      if (startX === null) return;
      const dx = event.clientX - startX;
      startX = null;
      if (dx >= TOAST_SWIPE_THRESHOLD_PX) dismissToast(id);
      else element.style.transform = '';
    };
    element.addEventListener('pointerup', end);
    element.addEventListener('pointercancel', end);
  }
}

if (!customElements.get('ob-toaster')) customElements.define('ob-toaster', ToasterElement);
