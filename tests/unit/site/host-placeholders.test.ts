// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fillHostPlaceholders, replaceAcrossNodes } from '../../../site/scripts/host-placeholders.ts';

describe('{host} placeholders', () => {
  it('replaces a placeholder that syntax highlighting split over several nodes', () => {
    document.body.innerHTML = `<figure data-code-block><pre><code><span class="t">curl</span> <span class="p">{</span>host<span class="p">}</span>/api/v1 \\ {host}/x</code></pre></figure>`;
    fillHostPlaceholders(document, 'https://openbanking.cm');
    expect(document.querySelector('code')?.textContent).toBe(
      'curl https://openbanking.cm/api/v1 \\ https://openbanking.cm/x',
    );
    // The highlighting spans are kept.
    expect(document.querySelector('.t')?.textContent).toBe('curl');
  });

  it('fills [data-host] elements and leaves other text alone', () => {
    document.body.innerHTML = `<p>{host} stays</p><code data-host>{host}/api/v1</code>`;
    fillHostPlaceholders(document, 'http://localhost:3000');
    expect(document.querySelector('p')?.textContent).toBe('{host} stays');
    expect(document.querySelector('code')?.textContent).toBe('http://localhost:3000/api/v1');
  });

  it('handles a placeholder at the very start and end of a node', () => {
    const element = document.createElement('div');
    element.append('{ho', 'st}', '{host}');
    replaceAcrossNodes(element, '{host}', 'H');
    expect(element.textContent).toBe('HH');
  });
});
