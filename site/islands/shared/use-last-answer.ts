import { useRef } from 'react';

/**
 * A query's last answer while the next one loads (a new filter, a new page): the rows stay on
 * screen instead of a skeleton flashing between keystrokes, and a row the visitor is about to
 * press is not pulled from under the pointer.
 */
export function useLastAnswer<T>(fetched: T | undefined): T | undefined {
  const last = useRef(fetched);
  if (fetched !== undefined) last.current = fetched;
  return fetched ?? last.current;
}
