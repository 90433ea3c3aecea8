/**
 * `text` as an ILIKE pattern matching it anywhere, its own wildcards (\ % _) escaped so a
 * search for "100%" finds that text and not everything (PostgreSQL's default escape is \).
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
