/**
 * Snippets are built without knowing where the site is served; `{host}` in a code block
 * (or any `[data-host]` element) becomes this page's origin, so copied commands run as is.
 * Called by the components that show such text (CodeFrame, HostText).
 */
const PLACEHOLDER = '{host}';

function textNodes(element: Element): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Replaces `needle` even when syntax highlighting split it over several text nodes. */
export function replaceAcrossNodes(element: Element, needle: string, replacement: string): void {
  for (;;) {
    const nodes = textNodes(element);
    const text = nodes.map((node) => node.data).join('');
    const start = text.indexOf(needle);
    if (start === -1) return;
    const end = start + needle.length;
    let offset = 0;
    for (const node of nodes) {
      const nodeStart = offset;
      const nodeEnd = offset + node.data.length;
      offset = nodeEnd;
      if (nodeEnd <= start || nodeStart >= end) continue;
      const before = start > nodeStart ? node.data.slice(0, start - nodeStart) : '';
      const after = end < nodeEnd ? node.data.slice(end - nodeStart) : '';
      node.data = before + (nodeStart <= start ? replacement : '') + after;
    }
  }
}

export function fillHostPlaceholders(root: ParentNode = document, origin = location.origin): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-code-block] code, [data-host]')) {
    replaceAcrossNodes(element, PLACEHOLDER, origin);
  }
}
