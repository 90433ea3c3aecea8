import { describe, expect, it } from 'vitest';
import { checkNewApp, DEFAULT_APP_FORM, errorsOnRows } from '../../../site/islands/api-management/app-form.ts';
import { secretPrefix } from '../../../site/islands/api-management/secret-prefix.ts';

describe('the app form', () => {
  it('asks for a name, a redirect URI and a scope before sending', () => {
    expect(checkNewApp({ name: ' ', redirectUris: ['', '  '], scopes: [], environment: 'sandbox' })).toEqual({
      ok: false,
      problems: ['name', 'redirectUris', 'scopes'],
    });
  });

  it('sends trimmed values without blank rows, and remembers the row of each URI sent', () => {
    const checked = checkNewApp({
      ...DEFAULT_APP_FORM,
      name: ' Budget planner ',
      redirectUris: [' https://a.example.cm/cb ', '', 'http://localhost:3000/cb'],
    });
    expect(checked).toEqual({
      ok: true,
      payload: {
        name: 'Budget planner',
        redirectUris: ['https://a.example.cm/cb', 'http://localhost:3000/cb'],
        scopes: ['accounts:read'],
        environment: 'sandbox',
      },
      rows: [0, 2],
    });
  });

  it('sends the environment chosen; sandbox unless production is picked', () => {
    const form = { ...DEFAULT_APP_FORM, name: 'Ledger sync', redirectUris: ['https://a.example.cm/cb'] };
    expect(DEFAULT_APP_FORM.environment).toBe('sandbox');
    const checked = checkNewApp({ ...form, environment: 'production' });
    expect(checked.ok && checked.payload.environment).toBe('production');
  });

  it("puts the server's redirectUris.<n> back on the row it came from; other paths stay", () => {
    expect(errorsOnRows({ 'redirectUris.1': 'bad', name: 'missing', redirectUris: 'none' }, [0, 2])).toEqual({
      'redirectUris.2': 'bad',
      name: 'missing',
      redirectUris: 'none',
    });
  });
});

describe('a secret once its 30 s are over', () => {
  it('keeps its type prefix and four characters', () => {
    expect(secretPrefix('whsec_abcdefgh')).toBe('whsec_abcd');
    expect(secretPrefix('obs_a_b-cdefgh')).toBe('obs_a_b-');
  });
});
