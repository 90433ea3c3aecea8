/**
 * API reference filtering (spec 001 §2.3): the search box narrows the endpoint cards by
 * method, path, summary, description or category; the sidebar picks one category; "No APIs
 * found" shows when nothing is left.
 */
export function setUpApiReferenceFilter(): void {
  const search = document.querySelector<HTMLInputElement>('[data-api-search]');
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-category]')];
  const cards = [...document.querySelectorAll<HTMLElement>('[data-endpoint]')];
  const empty = document.querySelector<HTMLElement>('[data-empty]');
  const count = document.querySelector<HTMLElement>('[data-result-count]');
  let category = '';

  const apply = () => {
    const words = (search?.value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const card of cards) {
      const text = card.dataset.search ?? '';
      const visible = (category === '' || card.dataset.tag === category) && words.every((word) => text.includes(word));
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    if (empty) empty.hidden = shown > 0;
    if (count) count.textContent = (count.dataset.template ?? '').replace('{count}', String(shown));
  };

  for (const button of buttons) {
    button.addEventListener('click', () => {
      category = button.dataset.category ?? '';
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      apply();
    });
  }
  search?.addEventListener('input', apply);
  // A search typed before the script loaded still applies.
  if (search?.value) apply();
}

setUpApiReferenceFilter();
