// Runs before the page paints: a visitor who chose a language with the EN/FR switch gets the
// same page in that language. Kept as a tiny blocking file (not inline) to satisfy the CSP.
(() => {
  try {
    const chosen = localStorage.getItem('lang');
    const path = location.pathname;
    const isFrench = /^\/fr(\/|$)/.test(path);
    const rest = location.search + location.hash;
    if (chosen === 'fr' && !isFrench) location.replace(`/fr${path === '/' ? '' : path}${rest}`);
    else if (chosen === 'en' && isFrench) location.replace((path.replace(/^\/fr/, '') || '/') + rest);
  } catch {
    // Storage disabled: stay on the requested page.
  }
})();
