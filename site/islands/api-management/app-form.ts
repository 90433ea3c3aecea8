import type { ApiBody } from '../../lib/api/schema.ts';

/**
 * The app form's own rules (issue 17 item 2): a name, at least one redirect URI, at least one
 * scope, and an environment (sandbox unless the developer picks production, which the server
 * grants only to members of an approved institution). Whether a URI is acceptable (https, or http on localhost, no fragment) is the server's
 * rule alone: its answer names the URI by its place in the list sent, `redirectUris.<n>`.
 */
export type AppPayload = ApiBody<'/api/v1/apps'>;
type Scope = AppPayload['scopes'][number];

export interface AppForm {
  name: string;
  /** One input per row; blank rows are left out when sending. */
  redirectUris: string[];
  scopes: Scope[];
  environment: AppEnvironment;
}

export type AppEnvironment = NonNullable<AppPayload['environment']>;

/** The server's cap on one app's redirect URIs (CreateOAuthAppSchema). */
export const MAX_REDIRECT_URIS = 10;

export const DEFAULT_APP_FORM: AppForm = {
  name: '',
  redirectUris: [''],
  scopes: ['accounts:read'],
  environment: 'sandbox',
};

export type AppProblem = 'name' | 'redirectUris' | 'scopes';

export type CheckedApp =
  | {
      ok: true;
      payload: AppPayload;
      /** For each URI sent, the row it came from: the server's `redirectUris.<n>` is that row. */
      rows: number[];
    }
  | { ok: false; problems: AppProblem[] };

export function checkNewApp(form: AppForm): CheckedApp {
  const name = form.name.trim();
  const sent = form.redirectUris.map((uri, row) => ({ uri: uri.trim(), row })).filter((entry) => entry.uri !== '');
  const problems: AppProblem[] = [];
  if (!name) problems.push('name');
  if (sent.length === 0) problems.push('redirectUris');
  if (form.scopes.length === 0) problems.push('scopes');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    payload: {
      name,
      redirectUris: sent.map((entry) => entry.uri),
      scopes: form.scopes,
      environment: form.environment,
    },
    rows: sent.map((entry) => entry.row),
  };
}

/** The server's field errors with `redirectUris.<n>` turned into the row the form shows it on. */
export function errorsOnRows(fieldErrors: Record<string, string>, rows: number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, text]) => {
      const match = /^redirectUris\.(\d+)$/.exec(path);
      const row = match ? rows[Number(match[1])] : undefined;
      return [row === undefined ? path : `redirectUris.${row}`, text];
    }),
  );
}
