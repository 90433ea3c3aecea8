import { globSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * dependency-cruiser reads no .astro file, so the rule it enforces for site/ (never import api/)
 * is checked here over the pages', layouts' and components' frontmatter and scripts: every
 * relative import of a .astro file resolves outside api/.
 */
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*\(?\s*['"](\.[^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].flatMap((match) => match[1] ?? match[2] ?? []);
}

describe('.astro files', () => {
  const files = globSync('site/**/*.astro');

  it('are there to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('never import api/', () => {
    const reachingIntoApi = files.flatMap((file) =>
      importsOf(file)
        .map((specifier) => relative(process.cwd(), resolve(dirname(file), specifier)))
        .filter((target) => target === 'api' || target.startsWith('api/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(reachingIntoApi).toEqual([]);
  });

  it('would be caught importing api/ (the check reads relative imports)', () => {
    const spec = "import { ROLES } from '../../api/schemas/enums.ts';";
    const [match] = spec.matchAll(IMPORT);
    expect(match?.[1]).toBe('../../api/schemas/enums.ts');
  });
});
