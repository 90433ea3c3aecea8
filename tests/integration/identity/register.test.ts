import { describe, expect } from 'vitest';
import { verifySecret } from '../../../api/services/identity/secret-hashing.ts';
import { it } from '../../helpers/fixtures.ts';
import { errorOf, uniquePhone } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let address = 0;
/** Each call from its own address, so the per-address registration limit stays out of the way. */
function register(harness: TestApp, payload: Record<string, unknown>) {
  address += 1;
  return harness.app.inject({
    method: 'POST',
    url: '/oauth/register',
    payload,
    remoteAddress: `10.1.${Math.floor(address / 250)}.${address % 250}`,
  });
}

const valid = () => ({
  firstName: 'Amina',
  lastName: 'Nkono',
  email: `amina.${Date.now()}.${Math.random().toString(36).slice(2)}@example.cm`,
  password: 'Correct-Horse-42',
  pin: '1357',
  secretWord: 'baobab-kribi',
});

function withoutKey(payload: Record<string, unknown>, key: string) {
  const copy = { ...payload };
  delete copy[key];
  return copy;
}

describe('POST /oauth/register', () => {
  it('creates a customer with an email and returns it without any secret', async ({ harness }) => {
    const payload = valid();
    const response = await register(harness, { ...payload, email: `  ${payload.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.any(String),
      firstName: 'Amina',
      lastName: 'Nkono',
      role: 'customer',
      email: payload.email.toLowerCase(),
      phone: null,
    });
    for (const secret of [payload.password, payload.pin, payload.secretWord, 'hash', 'argon2']) {
      expect(response.body).not.toContain(secret);
    }
    const row = await harness.app.db('users').where({ id: body.user.id }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row.secret_word_hash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row.password_hash, payload.password)).toBe(true);
    expect(await verifySecret(row.pin_hash, payload.pin)).toBe(true);
    expect(await verifySecret(row.secret_word_hash, payload.secretWord)).toBe(true);
    expect(row.is_verified).toBe(false);
    expect(row.is_active).toBe(true);
  });

  it('creates a customer with a phone number, spaces removed', async ({ harness }) => {
    const phone = uniquePhone();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
    const response = await register(harness, { ...withoutKey(valid(), 'email'), phone: spaced });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ phone, email: null });
  });

  it('never lets the caller choose a role or an account type', async ({ harness }) => {
    const response = await register(harness, { ...valid(), role: 'admin', accountType: 'business' });
    expect(response.statusCode).toBe(201);
    const row = await harness.app.db('users').where({ id: response.json().user.id }).first();
    expect(row.role).toBe('customer');
    expect(row.account_type).toBeNull();
  });

  it.for<[string, Record<string, unknown>, string]>([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['firstName', { firstName: 'A'.repeat(101) }, 'First name must be at most 100 characters'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['lastName', { lastName: 'N'.repeat(101) }, 'Last name must be at most 100 characters'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'amina@' }, 'Invalid email format'],
    ['email', { email: 'amina.example.cm' }, 'Invalid email format'],
    ['email', { email: 'amina@example' }, 'Invalid email format'],
    ['password', { password: 'short7!' }, 'Password must be at least 8 characters'],
    ['password', { password: '' }, 'Password must be at least 8 characters'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['pin', { pin: '123' }, 'PIN must be 4-6 digits'],
    ['pin', { pin: '1234567' }, 'PIN must be 4-6 digits'],
    ['pin', { pin: '12a4' }, 'PIN must be 4-6 digits'],
    ['pin', { pin: '' }, 'PIN must be 4-6 digits'],
    ['secretWord', { secretWord: 'seven77' }, 'Secret word must be at least 8 characters'],
    ['secretWord', { secretWord: 's'.repeat(129) }, 'Secret word must be at most 128 characters'],
  ])('rejects a bad %s: %j', async ([path, change, message], { harness }) => {
    const response = await register(harness, { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe(message);
    expect(error.details).toMatchObject([{ path, message }]);
  });

  it.for<[string, string]>([
    ['', 'Phone number is required'],
    ['   ', 'Phone number is required'],
    ['677123456', 'Invalid Cameroon phone format (237XXXXXXXXX)'],
    ['+237677123456', 'Invalid Cameroon phone format (237XXXXXXXXX)'],
    ['23767712345', 'Invalid Cameroon phone format (237XXXXXXXXX)'],
    ['2376771234567', 'Invalid Cameroon phone format (237XXXXXXXXX)'],
    ['237-677-123-456', 'Invalid Cameroon phone format (237XXXXXXXXX)'],
  ])('rejects the phone %j', async ([phone, message], { harness }) => {
    const response = await register(harness, { ...withoutKey(valid(), 'email'), phone });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toMatchObject([{ path: 'phone', message }]);
  });

  it('reports every missing field at once, in the spec words', async ({ harness }) => {
    const response = await register(harness, {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toMatchObject([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'email', message: 'Email or phone number is required' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'pin', message: 'PIN must be 4-6 digits' },
      { path: 'secretWord', message: 'Secret word must be at least 8 characters' },
    ]);
  });

  it('names each broken rule by a stable reason the site translates, never by its wording', async ({ harness }) => {
    const response = await register(harness, { ...valid(), firstName: '', pin: '12' });
    const error = errorOf(response);
    expect(error).toMatchObject({ code: 'validation_error', reason: 'first_name_required' });
    expect(error.details).toEqual([
      { path: 'firstName', message: 'First name is required', reason: 'first_name_required' },
      { path: 'pin', message: 'PIN must be 4-6 digits', reason: 'pin_invalid' },
    ]);
    const schemaBroken = await register(harness, { ...valid(), firstName: { given: 'Amina' } });
    expect(errorOf(schemaBroken).details).toEqual([
      {
        path: 'firstName',
        message: 'firstName must be a string',
        reason: 'field_type',
        params: { field: 'firstName', type: 'string' },
      },
    ]);
  });

  it('takes exactly one contact method', async ({ harness }) => {
    const both = await register(harness, { ...valid(), phone: uniquePhone() });
    expect(both.statusCode).toBe(400);
    expect(errorOf(both).details).toMatchObject([
      { path: 'phone', message: 'Send either an email or a phone number, not both' },
    ]);
    // An empty field beside a filled one is the form's unused method, not a second contact.
    const phone = uniquePhone();
    const emptyEmail = await register(harness, { ...valid(), email: '', phone });
    expect(emptyEmail.statusCode).toBe(201);
    expect(emptyEmail.json().user.phone).toBe(phone);
  });

  it('answers a taken email with 409 naming the field, whatever its case', async ({ harness }) => {
    const payload = valid();
    expect((await register(harness, payload)).statusCode).toBe(201);
    const again = await register(harness, { ...valid(), email: payload.email.toUpperCase(), firstName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists',
      details: [{ path: 'email', message: 'An account with this email already exists' }],
    });
    expect(again.body).not.toContain('Amina');
  });

  it('answers a taken phone with 409 naming the field', async ({ harness }) => {
    const phone = uniquePhone();
    expect((await register(harness, { ...withoutKey(valid(), 'email'), phone })).statusCode).toBe(201);
    const again = await register(harness, {
      ...withoutKey(valid(), 'email'),
      phone: `${phone.slice(0, 6)} ${phone.slice(6)}`,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).details).toMatchObject([
      { path: 'phone', message: 'An account with this phone number already exists' },
    ]);
  });

  it('settles two simultaneous registrations of one email with one 201 and one 409', async ({ harness }) => {
    const payload = valid();
    const [first, second] = await Promise.all([register(harness, payload), register(harness, payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const count = await harness.app.db('users').whereRaw('lower(email) = ?', [payload.email]).count('* as n');
    expect(Number(count[0]?.n)).toBe(1);
  });

  it('rejects a body of the wrong type and a form-encoded body', async ({ harness }) => {
    const wrongType = await register(harness, { ...valid(), firstName: { first: 'A' } });
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).code).toBe('validation_error');
    const form = await harness.app.inject({
      method: 'POST',
      url: '/oauth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=A&lastName=B',
    });
    expect(form.statusCode).toBe(415);
  });

  it('limits registrations per address', async ({ harness }) => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/oauth/register',
        payload: {},
        remoteAddress: '10.99.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
