import { describe, expect, it } from 'vitest';
import { fill } from '../../../api/errors.ts';
import { IDENTITY_MESSAGES } from '../../../api/services/identity/messages.ts';
import { en } from '../../../site/i18n/en.ts';
import { translateServerMessage } from '../../../site/lib/server-messages.ts';

describe('translateServerMessage', () => {
  const sample = { minutes: 14, seconds: 4 };

  it.each(Object.entries(IDENTITY_MESSAGES))('knows the identity message %s in French', (_name, template) => {
    // Every message the identity API can send is one of the site's English strings…
    expect(Object.values(en)).toContain(template.text);
    // …so a French visitor reads it in French, with its values.
    const message = fill(template, sample).text;
    const french = translateServerMessage('fr', message);
    expect(french).not.toBe(message);
    if (template.text.includes('{minutes}')) expect(french).toContain('14 min');
    if (template.text.includes('{seconds}')) expect(french).toContain('4 s');
  });

  it('leaves English alone and passes unknown messages through', () => {
    expect(translateServerMessage('en', 'Invalid credentials')).toBe('Invalid credentials');
    expect(translateServerMessage('fr', 'Invalid credentials')).toBe('Identifiants invalides');
    expect(translateServerMessage('fr', 'Something the site has never heard of')).toBe(
      'Something the site has never heard of',
    );
  });

  it('treats regex characters in the strings literally', () => {
    expect(translateServerMessage('fr', 'Invalid Cameroon phone format (237XXXXXXXXX)')).toBe(
      'Format de numéro camerounais invalide (237XXXXXXXXX)',
    );
    expect(translateServerMessage('fr', 'Invalid Cameroon phone format [237XXXXXXXXX]')).toBe(
      'Invalid Cameroon phone format [237XXXXXXXXX]',
    );
  });
});
