import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SCOPES } from '../../../api/services/api-keys/scopes.ts';
import { ERROR_STATUS } from '../../../domain/error-codes.ts';
import { SDK_PACKAGES } from '../../../site/lib/developer-snippets.ts';
import { ERROR_DESCRIPTIONS } from '../../../site/lib/docs/error-descriptions.ts';
import { SCOPE_DESCRIPTIONS } from '../../../site/lib/docs/scope-descriptions.ts';

const root = path.resolve('content');

interface DocEntry {
  file: string;
  section: string;
  anchor: string;
  order: number;
  title: string;
  body: string;
}

function docs(lang: string): DocEntry[] {
  const directory = path.join(root, lang, 'docs');
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => {
      const file = path.relative(directory, path.join(entry.parentPath, entry.name));
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      const front = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(front?.[1] ?? '')?.[1]?.trim() ?? '';
      return {
        file,
        section: field('section'),
        anchor: field('anchor'),
        order: Number(field('order')),
        title: field('title'),
        body: front?.[2] ?? '',
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

// The docs sidebar's groups and anchors, plus issue 18's CLI and examples pages.
const SPEC_ANCHORS = {
  'getting-started': ['introduction', 'authentication', 'quickstart', 'errors'],
  oauth: ['oauth-overview', 'oauth-flows', 'oauth-scopes', 'oauth-tokens'],
  accounts: ['list-accounts', 'account-details', 'account-transactions'],
  payments: ['initiate-payment', 'payment-status', 'mobile-money', 'gimac-payments'],
  institutions: ['register-institution', 'institution-approval', 'institution-management'],
  sdks: ['javascript-sdk', 'python-sdk', 'rest-api', 'testing', 'cli', 'examples'],
};

describe('docs content', () => {
  const english = docs('en');
  const french = docs('fr');

  it('has exactly the anchors of the spec, in order, in English', () => {
    for (const [section, anchors] of Object.entries(SPEC_ANCHORS)) {
      const inSection = english.filter((entry) => entry.section === section).sort((a, b) => a.order - b.order);
      expect(inSection.map((entry) => entry.anchor)).toEqual(anchors);
    }
    expect(english).toHaveLength(24);
  });

  it('mirrors the English tree in French: same files, anchors, sections and order, different words', () => {
    expect(french.map((entry) => entry.file)).toEqual(english.map((entry) => entry.file));
    for (const [index, entry] of english.entries()) {
      const twin = french[index];
      expect(twin, entry.file).toMatchObject({ section: entry.section, anchor: entry.anchor, order: entry.order });
      // A translated page, not a copy: its prose differs.
      expect(twin?.body, entry.file).not.toBe(entry.body);
    }
  });

  it('uses the same components on both sides, so a French reader misses nothing', () => {
    const components = (body: string) => (body.match(/<([A-Z]\w+)/g) ?? []).sort();
    for (const [index, entry] of english.entries()) {
      expect(components(french[index]?.body ?? ''), entry.file).toEqual(components(entry.body));
    }
  });

  it('names the SDK packages the site shows elsewhere', () => {
    for (const entries of [english, french]) {
      const all = entries.map((entry) => entry.body).join('\n');
      expect(all).toContain(SDK_PACKAGES.javascript);
      expect(all).toContain(`pip install ${SDK_PACKAGES.python}`);
      expect(all).toContain(`from ${SDK_PACKAGES.pythonModule} import`);
    }
  });

  it('documents every error code and every scope of the server in both languages', () => {
    for (const code of Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[]) {
      expect(ERROR_DESCRIPTIONS[code].en, code).toBeTruthy();
      expect(ERROR_DESCRIPTIONS[code].fr, code).not.toBe(ERROR_DESCRIPTIONS[code].en);
    }
    for (const scope of API_SCOPES) expect(SCOPE_DESCRIPTIONS[scope].fr).not.toBe(SCOPE_DESCRIPTIONS[scope].en);
  });
});
