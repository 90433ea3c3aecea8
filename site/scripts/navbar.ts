import { LANG_STORAGE_KEY } from '../lib/lang-preference.ts';

/** Small screens: the toggle opens the menu; choosing a link closes it again. */
function setupMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.navbar-toggle');
  const menu = document.getElementById('navbar-menu');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    menu.dataset.open = String(open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? '');
  };
  toggle.addEventListener('click', () => setOpen(menu.dataset.open !== 'true'));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.dataset.open === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
}

/** The EN/FR switch remembers the choice; lang-redirect.js honours it on the next visit. */
function setupLanguageSwitch(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]')) {
    link.addEventListener('click', () => {
      try {
        localStorage.setItem(LANG_STORAGE_KEY, link.dataset.langSwitch ?? 'en');
      } catch {
        // Storage disabled: the link still changes the page's language.
      }
      // Keep the section the visitor was reading.
      if (location.hash) link.href = `${link.pathname}${location.search}${location.hash}`;
    });
  }
}

setupMobileMenu();
setupLanguageSwitch();
