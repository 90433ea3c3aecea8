import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The six sidebar groups of the docs page, in order. */
export const DOC_SECTIONS = ['getting-started', 'oauth', 'accounts', 'payments', 'institutions', 'sdks'] as const;

/**
 * Developer documentation: one MDX file per sidebar anchor, mirrored in content/en and
 * content/fr (ids `en/docs/<section>/<anchor>`). The anchor is fixed in the frontmatter so
 * both languages share the same URLs (/docs#oauth-scopes and /fr/docs#oauth-scopes).
 */
const docs = defineCollection({
  loader: glob({ pattern: '*/docs/**/*.mdx', base: './content' }),
  schema: z.object({
    title: z.string().min(1),
    section: z.enum(DOC_SECTIONS),
    anchor: z.string().regex(/^[a-z][a-z0-9-]*$/),
    order: z.number().int().min(1),
  }),
});

/** Prose pages (about) in both languages. */
const pages = defineCollection({
  loader: glob({ pattern: '*/pages/*.mdx', base: './content' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
  }),
});

export const collections = { docs, pages };
