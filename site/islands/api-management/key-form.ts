/**
 * The key form's rules: name
 * required, at least one scope, limits whole numbers of at least 1 (1000/h and 10000/day by
 * default), the allow-list trimmed from a comma list and null when empty. The server checks
 * all of it again, and each address or CIDR block.
 */
export interface KeyForm {
  name: string;
  environment: 'sandbox' | 'production';
  scopes: string[];
  rateLimitPerHour: string;
  rateLimitPerDay: string;
  ipWhitelist: string;
}

export const DEFAULT_KEY_FORM: KeyForm = {
  name: '',
  environment: 'sandbox',
  scopes: ['accounts:read'],
  rateLimitPerHour: '1000',
  rateLimitPerDay: '10000',
  ipWhitelist: '',
};

export type KeyProblem = 'name' | 'scopes' | 'rateLimitPerHour' | 'rateLimitPerDay';

export interface KeyPayload {
  name: string;
  environment: KeyForm['environment'];
  scopes: string[];
  rateLimitPerHour: number;
  rateLimitPerDay: number;
  ipWhitelist: string[] | null;
}

function limit(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
}

export function parseIpWhitelist(text: string): string[] | null {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries : null;
}

export function checkNewKey(form: KeyForm): { ok: true; payload: KeyPayload } | { ok: false; problems: KeyProblem[] } {
  const name = form.name.trim();
  const perHour = limit(form.rateLimitPerHour);
  const perDay = limit(form.rateLimitPerDay);
  const problems: KeyProblem[] = [];
  if (!name) problems.push('name');
  if (form.scopes.length === 0) problems.push('scopes');
  if (perHour === null) problems.push('rateLimitPerHour');
  if (perDay === null) problems.push('rateLimitPerDay');
  if (problems.length > 0 || perHour === null || perDay === null) return { ok: false, problems };
  return {
    ok: true,
    payload: {
      name,
      environment: form.environment,
      scopes: form.scopes,
      rateLimitPerHour: perHour,
      rateLimitPerDay: perDay,
      ipWhitelist: parseIpWhitelist(form.ipWhitelist),
    },
  };
}
