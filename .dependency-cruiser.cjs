/**
 * Which folder may import which: the dependency rules `npm run lint` enforces.
 * The server (api/) and the site (site/) agree through domain/, never by reaching into each
 * other; data access (api/repositories) and request shapes (api/schemas) sit below the
 * services, so they never import them.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'site-not-to-api',
      comment: 'The site reads what it shares with the server from domain/, not from api/.',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^api/' },
    },
    {
      name: 'api-not-to-site',
      comment: 'The server never depends on the site; shared rules live in domain/.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^site/' },
    },
    {
      name: 'domain-stands-alone',
      comment: 'domain/ holds the rules both sides import, so it imports neither side.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(api|site)/' },
    },
    {
      name: 'repositories-not-to-services',
      comment: 'Repositories read and write data; the services above them hold the business rules.',
      severity: 'error',
      from: { path: '^api/repositories/' },
      to: { path: '^api/services/' },
    },
    {
      name: 'schemas-not-to-services',
      comment: 'Schemas describe requests and responses; what they need from a rule lives in domain/.',
      severity: 'error',
      from: { path: '^api/schemas/' },
      to: { path: '^api/services/' },
    },
    {
      name: 'routes-through-services',
      comment:
        'Routes speak HTTP and call services; the data is reached through the services (and app.store), never a repository module.',
      severity: 'error',
      from: { path: '^api/routes/' },
      to: { path: '^api/repositories/' },
    },
    {
      name: 'screens-share-through-shared-folders',
      comment:
        "A screen's folder under site/islands imports another's only through the folders made for sharing (shared, forms, payments, back-office), so a screen can change without breaking another.",
      severity: 'error',
      from: { path: '^site/islands/([^/]+)/', pathNot: '^site/islands/(shared|forms|payments|back-office)/' },
      to: {
        path: '^site/islands/([^/]+)/',
        pathNot: ['^site/islands/$1/', '^site/islands/(shared|forms|payments|back-office)/'],
      },
    },
    {
      name: 'shared-folders-not-to-screens',
      comment: 'What screens share never depends on one screen.',
      severity: 'error',
      from: { path: '^site/islands/(shared|forms|payments|back-office)/' },
      to: { path: '^site/islands/([^/]+)/', pathNot: '^site/islands/(shared|forms|payments|back-office)/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)node_modules/', '^site/generated/', '^dist/', '^\\.astro/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    extraExtensionsToScan: ['.astro'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
