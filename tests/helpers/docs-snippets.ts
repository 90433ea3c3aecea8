import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A code block of the docs marked to run: ```bash runnable, ```python runnable, ```javascript runnable. */
export interface Snippet {
  file: string;
  /** Its place among the file's runnable blocks, from 1: the name a failure is reported under. */
  index: number;
  language: 'bash' | 'python' | 'javascript';
  code: string;
}

const RUNNABLE = /^```(bash|python|javascript) runnable\n([\s\S]*?)^```$/gm;

/** Every runnable block of content/<lang>/docs (or of one file under it), in file order. */
export async function runnableSnippets(lang: 'en' | 'fr', only?: string): Promise<Snippet[]> {
  const root = path.resolve('content', lang, 'docs');
  const files = only
    ? [only]
    : (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.mdx')).sort();
  const snippets: Snippet[] = [];
  for (const file of files) {
    const text = await readFile(path.join(root, file), 'utf8');
    let index = 0;
    for (const [, language, code] of text.matchAll(RUNNABLE)) {
      index += 1;
      snippets.push({ file, index, language: language as Snippet['language'], code: code ?? '' });
    }
  }
  return snippets;
}

/**
 * What a reader substitutes, substituted: the server's address for `{host}`, their key for the
 * key placeholder. curl fails on an HTTP error (`--fail-with-body`), so an example that answers
 * 4xx or 5xx fails with the server's answer in the output.
 */
export function asRun(snippet: Snippet, origin: string, apiKey: string): string {
  const code = snippet.code.replaceAll('{host}', origin).replaceAll('ob_test_…', apiKey);
  return snippet.language === 'bash' ? code.replace(/\bcurl /g, 'curl --fail-with-body --silent --show-error ') : code;
}
