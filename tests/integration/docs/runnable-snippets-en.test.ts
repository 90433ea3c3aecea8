import { describeRunnableDocs } from './runnable-snippets.ts';

// One file per language: each runs on a database of its own, so the same Idempotency-Key in
// both languages' examples never meets a different French body.
describeRunnableDocs('en');
