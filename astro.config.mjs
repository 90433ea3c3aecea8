// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  // Absolute URLs in pages (hreflang alternates) name the public address the server is
  // configured with; a build without PUBLIC_BASE_URL names the default local server.
  site: process.env.PUBLIC_BASE_URL || 'http://localhost:3000',
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: {
    format: 'directory',
    // Stylesheets stay external files so the page policy needs no inline-style allowance.
    inlineStylesheets: 'never',
  },
  i18n: {
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  // Prism marks tokens with classes; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: 'prism' },
  integrations: [react(), mdx()],
  security: {
    // Astro hashes every script and style it emits into a <meta> policy; the server copies
    // that policy into the Content-Security-Policy header of each page.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // Pagefind's search index runs as WebAssembly; this allows compiling it, not eval().
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    },
  },
  vite: {
    // Scripts become cacheable files rather than inline copies: a module shared by a page
    // script and an island (the toast store) must exist once per page.
    build: {
      assetsInlineLimit: 0,
      rollupOptions: {
        // Astro's MDX modules carry a directive the bundler cannot keep; harmless, and
        // otherwise printed once per content file.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
