/**
 * The docs sidebar (spec 000 §2): the search box filters groups and items by title,
 * case-insensitively; groups collapse (native <details>); the item of the section being
 * read is highlighted as the page scrolls. On small screens the contents start folded.
 */
const SMALL_SCREEN = '(max-width: 960px)';

function setUpFilter(sidebar: HTMLElement): void {
  const input = sidebar.querySelector<HTMLInputElement>('[data-docs-filter]');
  const noMatch = sidebar.querySelector<HTMLElement>('[data-docs-no-match]');
  const groups = [...sidebar.querySelectorAll<HTMLDetailsElement>('[data-docs-group]')];
  if (!input) return;
  input.closest<HTMLElement>('[data-docs-filter-field]')?.removeAttribute('hidden');
  // What the reader chose, restored once the filter is cleared.
  const chosenOpen = new Map(groups.map((group) => [group, group.open]));
  for (const group of groups) {
    group.addEventListener('toggle', () => {
      if (!input.value.trim()) chosenOpen.set(group, group.open);
    });
  }

  const apply = () => {
    const query = input.value.trim().toLocaleLowerCase();
    let matches = 0;
    for (const group of groups) {
      const title = group.querySelector('[data-group-title]')?.textContent?.toLocaleLowerCase() ?? '';
      const groupMatches = query !== '' && title.includes(query);
      let visible = 0;
      for (const item of group.querySelectorAll<HTMLElement>('[data-docs-item]')) {
        const show = query === '' || groupMatches || (item.textContent ?? '').toLocaleLowerCase().includes(query);
        item.hidden = !show;
        if (show) visible += 1;
      }
      group.hidden = visible === 0;
      group.open = query === '' ? (chosenOpen.get(group) ?? true) : visible > 0;
      matches += visible;
    }
    if (noMatch) {
      noMatch.hidden = matches > 0;
      noMatch.textContent = (noMatch.dataset.template ?? '').replace('{query}', input.value.trim());
    }
  };
  input.addEventListener('input', apply);
}

function setUpScrollHighlight(sidebar: HTMLElement): void {
  const links = new Map<string, HTMLAnchorElement>();
  for (const link of sidebar.querySelectorAll<HTMLAnchorElement>('[data-docs-link]')) {
    links.set(decodeURIComponent(link.hash.slice(1)), link);
  }
  const sections = [...document.querySelectorAll<HTMLElement>('[data-doc-section]')];
  if (sections.length === 0) return;

  let current: string | null = null;
  const highlight = (anchor: string) => {
    if (anchor === current) return;
    current = anchor;
    for (const [id, link] of links) {
      if (id === anchor) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  // The section being read is the last one whose top has passed a line just under the
  // sticky navigation bar (the same offset anchors scroll to).
  const readingLine = () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + 24 || 104;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const line = readingLine();
    let reading = sections[0];
    for (const section of sections) {
      if (section.getBoundingClientRect().top <= line) reading = section;
      else break;
    }
    if (reading?.dataset.docSection) highlight(reading.dataset.docSection);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}

function foldOnSmallScreens(sidebar: HTMLElement): void {
  const toc = sidebar.querySelector<HTMLDetailsElement>('[data-docs-toc]');
  if (!toc) return;
  if (window.matchMedia(SMALL_SCREEN).matches) toc.open = false;
  // Choosing a section on a phone folds the contents away again.
  toc.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-docs-link]') && window.matchMedia(SMALL_SCREEN).matches) {
      toc.open = false;
    }
  });
}

export function enhanceDocsSidebar(sidebar = document.querySelector<HTMLElement>('[data-docs-sidebar]')): void {
  if (!sidebar) return;
  setUpFilter(sidebar);
  setUpScrollHighlight(sidebar);
  foldOnSmallScreens(sidebar);
}

enhanceDocsSidebar();
