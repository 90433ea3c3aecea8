// Bundles the CLI, the JavaScript SDK and commander into one file, dist/cemac.js, so the packed
// tarball has no dependencies to install: `npx --package <tarball> cemac` works offline. The
// SDK comes from its sources (tsconfig.json's `paths`, which esbuild follows), so a fresh
// clone builds the CLI without building the SDK first.
//
//   node build.mjs   (the package's `build` and `prepack`)
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['src/cemac.ts'],
  outfile: 'dist/cemac.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
