import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The guide and the folder READMEs name files to copy and places to change; a name that no
 * longer exists sends the next reader nowhere. Every path they name in backticks, and every
 * link of the guide, must exist in the tree.
 */
const root = process.cwd();

/** Folders a path in backticks may start with (anything else is code, not a path). */
const TOP_FOLDERS = ['api', 'site', 'db', 'tests', 'sdks', 'content', 'docs', 'examples', 'domain', 'i18n', '.ci'];

/** Written by the build or `npm run api-types`, absent from a fresh clone. */
const GENERATED = ['site/generated/'];

/** Paths in backticks: `api/routes/index.ts`, `site/pages/[...lang]/`; placeholders (`<area>`) and globs are skipped. */
function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, inner] of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = (inner ?? '').replace(/[.,:;]$/, '');
    if (/[<>*{}|]/.test(candidate) || !candidate.includes('/')) continue;
    if (!TOP_FOLDERS.includes(candidate.split('/')[0] ?? '')) continue;
    found.add(candidate);
  }
  return [...found];
}

/** Markdown link targets of a file, resolved from its folder (web addresses and anchors aside). */
function linkedPaths(text: string, fromDir: string): string[] {
  const found = new Set<string>();
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^[a-z]+:/.test(target) || target.startsWith('#')) continue;
    const file = target.split('#')[0] ?? '';
    found.add(path.relative(root, path.resolve(fromDir, file)) + (file.endsWith('/') ? '/' : ''));
  }
  return [...found];
}

function isExempt(relative: string): boolean {
  const within = (prefix: string) => relative === prefix || relative.startsWith(prefix);
  return GENERATED.some(within);
}

function missingPaths(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const named = [...namedPaths(text), ...linkedPaths(text, path.dirname(path.join(root, file)))];
  return named.filter((relative) => !isExempt(relative) && !existsSync(path.join(root, relative)));
}

function folderReadmes(): string[] {
  return ['api', 'site'].flatMap((top) =>
    readdirSync(path.join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(root, top, entry.name, 'README.md')))
      .map((entry) => `${top}/${entry.name}/README.md`),
  );
}

describe('the guide names only files that exist', () => {
  it('docs/architecture.md', () => {
    expect(missingPaths('docs/architecture.md')).toEqual([]);
  });

  it('links every design record of docs/design/', () => {
    const guide = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const records = readdirSync(path.join(root, 'docs/design')).filter((name) => name.endsWith('.md'));
    expect(records.filter((name) => !guide.includes(`(design/${name})`))).toEqual([]);
  });

  it('stays a guide: at most 400 lines', () => {
    const lines = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(400);
  });

  it.each(folderReadmes())('%s', (readme) => {
    expect(missingPaths(readme)).toEqual([]);
    expect(readFileSync(path.join(root, readme), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(15);
  });
});
