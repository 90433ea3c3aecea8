import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until React has hydrated the island. Forms stay
 * disabled until then: on a slow phone a visitor could otherwise type into inputs that
 * hydration then resets, losing what they typed.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
