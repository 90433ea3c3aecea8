import type { ReactNode } from 'react';

interface Link {
  phrase: string;
  href: string;
}

/**
 * A catalogue sentence with some of its words as links ("…our Terms of Service and Privacy
 * Policy."): the sentence stays one text, word for word, and each phrase found in it becomes a
 * link; a phrase the translation does not contain stays plain text.
 */
export function LinkedPhrases({ text, links }: { text: string; links: readonly Link[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (const { phrase, href } of links) {
    const at = rest.indexOf(phrase);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={href} href={href}>
        {phrase}
      </a>,
    );
    rest = rest.slice(at + phrase.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}
