import { useState } from 'react';

/**
 * The ticked rows of a list. Only rows still on screen count: a search that hides a ticked
 * row also drops it from what a bulk action would change.
 */
export function useSelection(visibleIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = visibleIds.filter((id) => ticked.has(id));
  const allTicked = visibleIds.length > 0 && selected.length === visibleIds.length;
  return {
    selected,
    allTicked,
    isTicked: (id: string) => ticked.has(id),
    toggle: (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(allTicked ? new Set() : new Set(visibleIds)),
    clear: () => setTicked(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
