import type { FormHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from './useHydrated.ts';
import './hydrated-form.css';

/** A form whose controls are disabled until the island has hydrated (see useHydrated). */
export function HydratedForm({ children, ...props }: FormHTMLAttributes<HTMLFormElement> & { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <form {...props} data-hydrated={hydrated}>
      <fieldset className="hydrated-fieldset" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
