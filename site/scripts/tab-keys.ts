/**
 * The keyboard half of the WAI-ARIA tabs pattern, shared by the site's Astro tabs and the
 * React islands' tab lists: the tab list is one tab stop (the selected tab has tabindex 0,
 * the others -1) and Left/Right arrows, Home and End move to another tab and select it.
 * Selecting goes through the tab's own click handler, so each widget keeps one way to
 * change its state.
 */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index >= last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index <= 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/** The index a key moves to from `index` among `count` tabs, or null for any other key. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  const move = MOVES[key];
  return move && count > 0 ? move(index, count - 1) : null;
}

/** What the handler reads of a keydown: a DOM KeyboardEvent and React's synthetic one both fit. */
export type TabKeyEvent = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'preventDefault'> & {
  currentTarget: EventTarget | null;
  target: EventTarget | null;
};

/**
 * Keydown handler for an element with role="tablist" (`onKeyDown` in React): focuses and
 * clicks the next tab.
 */
export function moveBetweenTabs(event: TabKeyEvent): void {
  const list = event.currentTarget as HTMLElement | null;
  if (!list || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (tab) => tab.closest('[role="tablist"]') === list && !tab.hasAttribute('disabled'),
  );
  const current = tabs.indexOf((event.target as Element).closest<HTMLElement>('[role="tab"]') as HTMLElement);
  if (current === -1) return;
  const next = tabIndexAfterKey(event.key, current, tabs.length);
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
  tabs[next]?.click();
}
