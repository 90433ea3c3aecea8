import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { createUser, errorOf, login, setCookies, type TestUser } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let address = 0;
const freshAddress = () => {
  address += 1;
  return `10.3.${Math.floor(address / 250)}.${address % 250}`;
};

const wrong = (user: TestUser) => ({ email: user.email, password: 'Wrong-Horse-42' });
const right = (user: TestUser) => ({ email: user.email, password: user.password });

async function throttleRow(harness: TestApp, scope: string, key: string) {
  return harness.app.db('login_throttles').where({ scope, key }).first();
}

/** Moves a bucket past its slow-down wait, as if the client had waited. */
async function waitOut(harness: TestApp, scope: string, key: string) {
  await harness.app
    .db('login_throttles')
    .where({ scope, key })
    .update({ next_attempt_at: harness.app.db.raw("now() - interval '1 second'") });
}

/** Moves a bucket past the end of its lock. */
async function lockEnds(harness: TestApp, scope: string, key: string) {
  await harness.app
    .db('login_throttles')
    .where({ scope, key })
    .update({ locked_until: harness.app.db.raw("now() - interval '1 second'") });
}

describe('sign-in throttling per account', () => {
  it('slows down after two failures, then locks at the fifth with a clear message', async ({ harness }) => {
    const user = await createUser(harness);
    const key = `email:${user.email}`;
    expect((await login(harness, wrong(user), { remoteAddress: freshAddress() })).statusCode).toBe(401);
    expect((await login(harness, wrong(user), { remoteAddress: freshAddress() })).statusCode).toBe(401);
    expect((await login(harness, wrong(user), { remoteAddress: freshAddress() })).statusCode).toBe(401);

    // Third failure: the next attempt must wait, even with the right password and from elsewhere.
    const tooSoon = await login(harness, right(user), { remoteAddress: freshAddress() });
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon)).toMatchObject({ code: 'rate_limited' });
    expect(errorOf(tooSoon).message).toMatch(
      /^Too many failed sign-in attempts\. Please wait [12] s before trying again\.$/,
    );
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await throttleRow(harness, 'account', key)).failures).toBe(3);

    await waitOut(harness, 'account', key);
    expect((await login(harness, wrong(user), { remoteAddress: freshAddress() })).statusCode).toBe(401);
    const row = await throttleRow(harness, 'account', key);
    const wait = (row.next_attempt_at.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(3);
    expect(wait).toBeLessThanOrEqual(4);

    await waitOut(harness, 'account', key);
    const locking = await login(harness, wrong(user), { remoteAddress: freshAddress() });
    expect(locking.statusCode).toBe(423);
    expect(errorOf(locking)).toMatchObject({
      code: 'account_locked',
      message: 'Too many failed sign-in attempts. This account is locked; try again in 15 min.',
    });
    expect(locking.headers['retry-after']).toBe('900');

    // Locked: even the right password from another address is refused without being checked.
    const locked = await login(harness, right(user), { remoteAddress: freshAddress() });
    expect(locked.statusCode).toBe(423);
    expect(errorOf(locked).message).toMatch(/locked; try again in (14|15) min\.$/);
    expect((await throttleRow(harness, 'account', key)).failures).toBe(5);

    // The lock ends by itself, the count starts again from zero: locks never grow.
    await lockEnds(harness, 'account', key);
    expect((await login(harness, wrong(user), { remoteAddress: freshAddress() })).statusCode).toBe(401);
    expect((await throttleRow(harness, 'account', key)).failures).toBe(1);
    expect((await login(harness, right(user), { remoteAddress: freshAddress() })).statusCode).toBe(200);
    expect(await throttleRow(harness, 'account', key)).toBeUndefined();
  });

  it('treats an unknown account exactly like a real one', async ({ harness }) => {
    const ghost = { email: 'ghost.account@example.cm', password: 'Wrong-Horse-42' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await waitOut(harness, 'account', `email:${ghost.email}`);
      statuses.push((await login(harness, ghost, { remoteAddress: freshAddress() })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
  });

  it('forgives earlier failures once the owner signs in', async ({ harness }) => {
    const user = await createUser(harness);
    await login(harness, wrong(user), { remoteAddress: freshAddress() });
    await login(harness, wrong(user), { remoteAddress: freshAddress() });
    expect((await login(harness, right(user), { remoteAddress: freshAddress() })).statusCode).toBe(200);
    expect(await throttleRow(harness, 'account', `email:${user.email}`)).toBeUndefined();
  });

  it('counts wrong PINs as failures', async ({ harness }) => {
    const user = await createUser(harness, { pin: '8642' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await login(harness, { ...right(user), pin: '0000' }, { remoteAddress: freshAddress() });
      expect(response.statusCode).toBe(401);
    }
    expect((await throttleRow(harness, 'account', `email:${user.email}`)).failures).toBe(3);
  });

  it('lets no burst of parallel guesses past the limit', async ({ harness }) => {
    const user = await createUser(harness);
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => login(harness, wrong(user), { remoteAddress: freshAddress() })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    // Only attempts admitted under the limit reach the password check (401 or the locking 423).
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect((await throttleRow(harness, 'account', `email:${user.email}`)).failures).toBeLessThanOrEqual(5);
  });

  it('never slows down people signing in at the same moment, from one address or one account', async ({ harness }) => {
    const user = await createUser(harness);
    // Four devices of one owner behind one carrier address: each in-flight attempt is charged
    // before its password check, and none of them may make the others wait.
    const together = await Promise.all(
      Array.from({ length: 4 }, () => login(harness, right(user), { remoteAddress: '10.4.0.1' })),
    );
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const next = await login(harness, right(user), { remoteAddress: '10.4.0.1' });
    expect(next.statusCode).toBe(200);
    expect(await throttleRow(harness, 'account', `email:${user.email}`)).toBeUndefined();
  });

  it('follows the failure limit and lock period in the settings', async ({ harness }) => {
    const settings = harness.app.db('settings').where({ category: 'security' });
    await settings.clone().where({ key: 'login_max_failures' }).update({ value: '2' });
    await settings.clone().where({ key: 'login_lock_minutes' }).update({ value: '3' });
    try {
      const user = await createUser(harness);
      expect((await login(harness, wrong(user), { remoteAddress: freshAddress() })).statusCode).toBe(401);
      const locking = await login(harness, wrong(user), { remoteAddress: freshAddress() });
      expect(locking.statusCode).toBe(423);
      expect(locking.headers['retry-after']).toBe('180');
      expect(errorOf(locking).message).toMatch(/try again in 3 min\.$/);
    } finally {
      await settings.clone().where({ key: 'login_max_failures' }).update({ value: '5' });
      await settings.clone().where({ key: 'login_lock_minutes' }).update({ value: '15' });
    }
  });
});

describe("an attacker cannot lock the owner's browser out", () => {
  async function lockAccount(harness: TestApp, user: TestUser) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await waitOut(harness, 'account', `email:${user.email}`);
      await login(harness, wrong(user), { remoteAddress: freshAddress() });
    }
    expect((await login(harness, right(user), { remoteAddress: freshAddress() })).statusCode).toBe(423);
  }

  it('still signs in from a browser that signed in before', async ({ harness }) => {
    const user = await createUser(harness);
    const first = await login(harness, right(user), { remoteAddress: freshAddress() });
    const device = setCookies(first).ob_device;
    expect(device?.raw).toMatch(/HttpOnly/);
    expect(device?.raw).toMatch(/SameSite=Strict/);
    expect(device?.raw).toMatch(/Path=\/oauth\/login/);

    await lockAccount(harness, user);
    const owner = await login(harness, right(user), {
      remoteAddress: freshAddress(),
      cookie: `ob_device=${device?.value}`,
    });
    expect(owner.statusCode).toBe(200);
    // The attacker's lock on the account itself stays in place.
    expect((await login(harness, right(user), { remoteAddress: freshAddress() })).statusCode).toBe(423);
  });

  it('gives a remembered browser its own limit', async ({ harness }) => {
    const user = await createUser(harness);
    const device = setCookies(await login(harness, right(user), { remoteAddress: freshAddress() })).ob_device;
    const cookie = `ob_device=${device?.value}`;
    const deviceId = device?.value.split('.')[0] ?? '';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await waitOut(harness, 'device', deviceId);
      statuses.push((await login(harness, wrong(user), { remoteAddress: freshAddress(), cookie })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    // Those failures were the device's, not the account's.
    expect(await throttleRow(harness, 'account', `email:${user.email}`)).toBeUndefined();
  });

  it("does not trust a forged device cookie or another account's device", async ({ harness }) => {
    const victim = await createUser(harness);
    const other = await createUser(harness);
    const victimDevice = setCookies(await login(harness, right(victim), { remoteAddress: freshAddress() })).ob_device;
    const otherDevice = setCookies(await login(harness, right(other), { remoteAddress: freshAddress() })).ob_device;
    await lockAccount(harness, victim);

    const [id = '', userId = '', signature = ''] = (victimDevice?.value ?? '').split('.');
    const forged = `${id}.${userId}.${signature.slice(0, -2)}xx`;
    const swapped = `${(otherDevice?.value ?? '').split('.')[0]}.${victim.id}.${signature}`;
    for (const value of [forged, swapped, otherDevice?.value ?? '', 'garbage']) {
      const response = await login(harness, right(victim), {
        remoteAddress: freshAddress(),
        cookie: `ob_device=${value}`,
      });
      expect(response.statusCode, value).toBe(423);
    }
  });
});

describe('sign-in throttling per address', () => {
  it('slows an address down after many failures across accounts, then locks it', async ({ harness }) => {
    const ip = freshAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await login(
        harness,
        { email: `spray${attempt}@example.cm`, password: 'x' },
        { remoteAddress: ip },
      );
      expect(response.statusCode).toBe(401);
    }
    expect(
      (await login(harness, { email: 'spray20@example.cm', password: 'x' }, { remoteAddress: ip })).statusCode,
    ).toBe(401);
    const slowed = await login(harness, { email: 'spray21@example.cm', password: 'x' }, { remoteAddress: ip });
    expect(slowed.statusCode).toBe(429);
    expect(errorOf(slowed).message).toMatch(/Please wait \d+ s before trying again\.$/);
    // A refused attempt costs the named account nothing.
    expect(await throttleRow(harness, 'account', 'email:spray21@example.cm')).toBeUndefined();

    // Skip ahead to the 50th failure, which locks the address.
    await harness.app
      .db('login_throttles')
      .where({ scope: 'ip', key: ip })
      .update({ failures: 49, next_attempt_at: null });
    const locking = await login(harness, { email: 'spray49@example.cm', password: 'x' }, { remoteAddress: ip });
    expect(locking.statusCode).toBe(429);
    expect(errorOf(locking).message).toBe(
      'Too many failed sign-in attempts from your network. Please try again in 15 min.',
    );

    const user = await createUser(harness);
    expect((await login(harness, right(user), { remoteAddress: ip })).statusCode).toBe(429);
    expect((await login(harness, right(user), { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });

  it('lets a remembered browser through a locked address', async ({ harness }) => {
    const ip = freshAddress();
    const user = await createUser(harness);
    const device = setCookies(await login(harness, right(user), { remoteAddress: freshAddress() })).ob_device;
    await harness.app.db('login_throttles').insert({
      scope: 'ip',
      key: ip,
      failures: 50,
      locked_until: harness.app.db.raw("now() + interval '15 minutes'"),
    });
    expect((await login(harness, right(user), { remoteAddress: ip })).statusCode).toBe(429);
    const owner = await login(harness, right(user), { remoteAddress: ip, cookie: `ob_device=${device?.value}` });
    expect(owner.statusCode).toBe(200);
  });

  it("does not let one person's success forgive another's guesses from the same address", async ({ harness }) => {
    const ip = freshAddress();
    const user = await createUser(harness);
    await login(harness, { email: 'guess1@example.cm', password: 'x' }, { remoteAddress: ip });
    await login(harness, { email: 'guess2@example.cm', password: 'x' }, { remoteAddress: ip });
    expect((await login(harness, right(user), { remoteAddress: ip })).statusCode).toBe(200);
    expect((await throttleRow(harness, 'ip', ip)).failures).toBe(2);
  });
  it("forgets an address's failures a lock period after the last one, however many people sign in meanwhile", async ({
    harness,
  }) => {
    const ip = freshAddress();
    const user = await createUser(harness);
    const ageBy = (minutes: number) =>
      harness.app
        .db('login_throttles')
        .where({ scope: 'ip', key: ip })
        .update({ last_failure_at: harness.app.db.raw(`last_failure_at - interval '${minutes} minutes'`) });
    await login(harness, { email: 'typo1@example.cm', password: 'x' }, { remoteAddress: ip });
    await login(harness, { email: 'typo2@example.cm', password: 'x' }, { remoteAddress: ip });
    await ageBy(14);
    // Busy carrier address: customers keep signing in, which must not keep old failures alive.
    expect((await login(harness, right(user), { remoteAddress: ip })).statusCode).toBe(200);
    await ageBy(2);
    await login(harness, { email: 'typo3@example.cm', password: 'x' }, { remoteAddress: ip });
    expect((await throttleRow(harness, 'ip', ip)).failures).toBe(1);
  });
});
