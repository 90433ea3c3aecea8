import type { Page } from '@playwright/test';

/** One layout shift not caused by input, as Lighthouse sums them for CLS. */
export interface LayoutShift {
  value: number;
  /** Milliseconds since the page's time origin. */
  at: number;
  /** The shifted elements, as tag.class. */
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts: LayoutShift[];
  }
}

/** Records every layout shift of the pages `page` opens from now on, in `window.layoutShifts`. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
            : String(source.node?.nodeName),
        );
        window.layoutShifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far on the current page. */
export function recordedShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => window.layoutShifts);
}

/** Forgets the shifts recorded so far (what happened before the step under test). */
export async function forgetShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.layoutShifts = [];
  });
}
