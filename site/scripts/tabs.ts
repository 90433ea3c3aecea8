/**
 * Turns every `[data-tabs]` group into an ARIA tablist: one panel shown at a time, arrow
 * keys, Home and End move between tabs (WAI-ARIA Authoring Practices "Tabs").
 */
function enhance(group: HTMLElement): void {
  const list = group.querySelector<HTMLElement>(':scope > [role="tablist"]');
  if (!list || group.dataset.enhanced === 'true') return;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = [...group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
  group.dataset.enhanced = 'true';
  list.hidden = false;

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      if (selected && focus) tab.focus();
    });
    panels.forEach((panel, i) => {
      panel.hidden = i !== index;
    });
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(index, false));
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1;
      const next: Record<string, number> = {
        ArrowRight: index === last ? 0 : index + 1,
        ArrowLeft: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      };
      const target = next[event.key];
      if (target === undefined) return;
      event.preventDefault();
      select(target, true);
    });
  });
  select(0, false);
}

export function enhanceTabs(root: ParentNode = document): void {
  for (const group of root.querySelectorAll<HTMLElement>('[data-tabs]')) enhance(group);
}

enhanceTabs();
