import { API_SCOPES, type ApiScope } from '../../../domain/enums.ts';

/** The scope list is an enumeration of the API (`api/schemas/enums.ts`); routes name the one they need. */
export { API_SCOPES, type ApiScope };

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}
