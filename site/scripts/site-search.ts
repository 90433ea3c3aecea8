/**
 * Navigation-bar search over the Pagefind index built by `npm run build`. Pagefind is
 * loaded on first use only; it reads the index of the page's language, so French pages
 * search French content. It runs on the main thread (noWorker): a worker script would get
 * the API's deny-all CSP and fail.
 */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: PagefindSubResult[];
}
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] }>;
}

const MIN_QUERY_LENGTH = 2;
const MAX_PAGES = 6;
const MAX_SECTIONS_PER_PAGE = 3;
const DEBOUNCE_MS = 150;

let pagefind: Promise<PagefindModule> | null = null;

function loadPagefind(): Promise<PagefindModule> {
  pagefind ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const module = (await import(/* @vite-ignore */ url)) as PagefindModule;
    await module.options({ noWorker: true, excerptLength: 20 });
    await module.init();
    return module;
  })();
  pagefind.catch(() => {
    pagefind = null;
  });
  return pagefind;
}

/** The Pagefind excerpt is HTML escaped by Pagefind with <mark> around hits; keep only that markup. */
function excerptNode(html: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'result-excerpt';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const node of parsed.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) span.append(node.textContent ?? '');
    else if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      span.append(mark);
    } else span.append(node.textContent ?? '');
  }
  return span;
}

function resultItem(title: string, page: string | null, url: string, excerpt: string): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = url;
  link.dataset.testid = 'site-search-result';
  const heading = document.createElement('span');
  heading.className = 'result-title';
  heading.textContent = title;
  link.append(heading);
  if (page) {
    const pageName = document.createElement('span');
    pageName.className = 'result-page';
    pageName.textContent = page;
    link.append(pageName);
  }
  link.append(excerptNode(excerpt));
  item.append(link);
  return item;
}

/** A page's best sections (most hits first), or the page itself when it has none. */
function itemsFor(data: PagefindData): HTMLLIElement[] {
  const pageTitle = data.meta.title ?? data.url;
  const sections = (data.sub_results ?? [])
    .filter((sub) => sub.url !== data.url)
    .sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0))
    .slice(0, MAX_SECTIONS_PER_PAGE);
  if (sections.length === 0) return [resultItem(pageTitle, null, data.url, data.excerpt)];
  return sections.map((sub) => resultItem(sub.title, pageTitle, sub.url, sub.excerpt));
}

export function setUpSiteSearch(): void {
  const openButton = document.querySelector<HTMLButtonElement>('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const input = dialog?.querySelector<HTMLInputElement>('[data-search-input]');
  const status = dialog?.querySelector<HTMLElement>('[data-search-status]');
  const list = dialog?.querySelector<HTMLOListElement>('[data-search-results]');
  if (!openButton || !dialog || !input || !status || !list) return;
  const texts = dialog.dataset;
  const hint = status.textContent ?? '';

  let searchId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async (query: string) => {
    const id = ++searchId;
    if (query.length < MIN_QUERY_LENGTH) {
      list.replaceChildren();
      status.textContent = hint;
      return;
    }
    status.textContent = texts.loading ?? '';
    try {
      const module = await loadPagefind();
      const { results } = await module.search(query);
      const pages = await Promise.all(results.slice(0, MAX_PAGES).map((result) => result.data()));
      if (id !== searchId) return;
      list.replaceChildren(...pages.flatMap(itemsFor));
      status.textContent =
        pages.length === 0
          ? (texts.noResults ?? '').replace('{query}', query)
          : (texts.resultCount ?? '').replace('{count}', String(list.children.length));
    } catch (error) {
      if (id !== searchId) return;
      console.error('Search failed', error);
      list.replaceChildren();
      status.textContent = texts.unavailable ?? '';
    }
  };

  // Whatever had focus before opening (the search button, or the page for the "/" key) gets it back.
  let opener: HTMLElement | null = null;
  const open = () => {
    if (!dialog.open) {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    input.focus();
    input.select();
    void loadPagefind().catch(() => undefined);
  };

  openButton.addEventListener('click', open);
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(input.value.trim()), DEBOUNCE_MS);
  });
  // Choosing a result on the same page (an anchor) must close the dialog to show it.
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) dialog.close();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // In a search field the first Esc would only clear the text; one Esc closes the search.
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.close();
  });
  dialog.addEventListener('close', () => {
    opener?.focus();
    opener = null;
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
    if (event.key === '/' && !typing && !dialog.open) {
      event.preventDefault();
      open();
    }
  });
}

setUpSiteSearch();
