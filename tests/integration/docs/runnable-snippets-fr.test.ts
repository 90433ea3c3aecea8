import { describeRunnableDocs } from './runnable-snippets.ts';

// One file per language: see runnable-snippets-en.test.ts.
describeRunnableDocs('fr');
