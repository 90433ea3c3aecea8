import { createRequire } from 'node:module';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as IConfiguration;

const FIXTURES = 'tests/unit/fixtures/dependency-rules';

/**
 * The rules `npm run lint` runs, applied by dependency-cruiser itself to a fixture tree whose
 * site/ imports its api/: the fixture's folders stand where the real ones do once the rules'
 * paths are anchored at the fixture.
 */
type Paths = string | string[];
interface PathRule {
  name: string;
  from: { path: string; pathNot?: Paths };
  to: { path: string; pathNot?: Paths };
}

const anchor = (root: string, paths: Paths): Paths =>
  Array.isArray(paths) ? paths.map((path) => path.replace('^', `^${root}/`)) : paths.replace('^', `^${root}/`);

function anchored(root: string, end: PathRule['from']): PathRule['from'] {
  return {
    path: anchor(root, end.path) as string,
    ...(end.pathNot === undefined ? {} : { pathNot: anchor(root, end.pathNot) }),
  };
}

function rulesAt(root: string): PathRule[] {
  return (config.forbidden as PathRule[]).map((rule) => ({
    ...rule,
    from: anchored(root, rule.from),
    to: anchored(root, rule.to),
  }));
}

describe('dependency rules', () => {
  it('refuse an import from site/ into api/ and from one screen into another', async () => {
    // The lint run's options but the tsconfig, which the command line reads itself.
    const { tsConfig: _cliOnly, ...options } = config.options ?? {};
    const result = await cruise([FIXTURES], {
      ...options,
      validate: true,
      ruleSet: { forbidden: rulesAt(FIXTURES) } as IConfiguration,
    });
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    const violations = output.summary.violations.map(
      (violation: { rule: { name: string }; from: string; to: string }) => ({
        rule: violation.rule.name,
        from: violation.from,
        to: violation.to,
      }),
    );
    expect(violations).toEqual([
      {
        rule: 'screens-share-through-shared-folders',
        from: `${FIXTURES}/site/islands/checkout/checkout-total.ts`,
        to: `${FIXTURES}/site/islands/receipts/receipt-total.ts`,
      },
      {
        rule: 'site-not-to-api',
        from: `${FIXTURES}/site/reaches-into-api.ts`,
        to: `${FIXTURES}/api/thing.ts`,
      },
    ]);
  });

  it('name every boundary the house plan draws', () => {
    expect((config.forbidden ?? []).map((rule) => rule.name)).toEqual([
      'site-not-to-api',
      'api-not-to-site',
      'domain-stands-alone',
      'repositories-not-to-services',
      'schemas-not-to-services',
      'routes-through-services',
      'screens-share-through-shared-folders',
      'shared-folders-not-to-screens',
    ]);
  });
});
