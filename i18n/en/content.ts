import { commonWords } from './common-words.ts';
/** Strings of shared content blocks: code snippets, tabs, site search. */
export const content = {
  'code.copy': commonWords['common.copy'],
  'code.copied': 'Copied!',

  'search.open': 'Search',
  'search.shortcut': 'Press / to search',
  'search.title': 'Search the site',
  'search.placeholder': 'Search docs, APIs, pages…',
  'search.close': 'Close search',
  'search.loading': 'Searching…',
  'search.noResults': 'No results for “{query}”',
  'search.unavailable': 'Search is unavailable right now. Browse the documentation instead.',
  'search.hint': 'Type at least two characters. Results come from this site, in English.',
  'search.resultCount': '{count} results',
} as const;
