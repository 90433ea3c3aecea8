import { en, type MessageKey } from '../i18n/en.ts';
import { type Lang, t } from './i18n.ts';

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
}

let patterns: Pattern[] | null = null;

/** Every English string as a pattern: "{minutes}" matches any value and captures it. */
function englishPatterns(): Pattern[] {
  patterns ??= (Object.entries(en) as [MessageKey, string][]).map(([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const placeholder = /^\{(\w+)\}$/.exec(part);
        if (!placeholder?.[1]) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(placeholder[1]);
        return '(.+?)';
      })
      .join('');
    return { key, names, regex: new RegExp(`^${source}$`) };
  });
  return patterns;
}

/**
 * The API answers in English (its messages are the spec's). When a message is one of the
 * site's English strings, the visitor reads it in their language, values included; any
 * other message is shown as it came.
 */
export function translateServerMessage(lang: Lang, message: string): string {
  if (lang === 'en') return message;
  for (const pattern of englishPatterns()) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? '']));
    return t(lang, pattern.key, values);
  }
  return message;
}
