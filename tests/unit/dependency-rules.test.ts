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
interface PathRule {
  name: string;
  from: { path: string };
  to: { path: string };
}

function rulesAt(root: string): PathRule[] {
  return (config.forbidden as PathRule[]).map((rule) => ({
    ...rule,
    from: { ...rule.from, path: String(rule.from.path).replace('^', `^${root}/`) },
    to: { ...rule.to, path: String(rule.to.path).replace('^', `^${root}/`) },
  }));
}

describe('dependency rules', () => {
  it('refuse an import from site/ into api/', async () => {
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
    ]);
  });
});
