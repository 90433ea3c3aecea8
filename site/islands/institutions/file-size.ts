import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';

/** A file's size in whole kilobytes, never 0 for a file that has bytes ("1,024", "1 024"). */
export function fileSize(bytes: number, lang: Lang): string {
  return formatCount(bytes > 0 ? Math.max(1, Math.round(bytes / 1024)) : 0, lang);
}
