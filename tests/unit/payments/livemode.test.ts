import { describe, expect, it } from 'vitest';
import { callerLivemode, type ModeCaller } from '../../../api/services/payments/livemode.ts';

const session: ModeCaller = { apiKey: null, oauth: null };
const key = (environment: 'sandbox' | 'production'): ModeCaller => ({ apiKey: { environment }, oauth: null });
const app = (environment: 'sandbox' | 'production'): ModeCaller => ({ apiKey: null, oauth: { environment } });

describe('the mode of a call', () => {
  it('is live on a live server for production keys and apps and for sessions', () => {
    expect(callerLivemode(key('production'), 'live')).toBe(true);
    expect(callerLivemode(app('production'), 'live')).toBe(true);
    expect(callerLivemode(session, 'live')).toBe(true);
  });

  it('is test for sandbox keys and apps whatever the server runs', () => {
    for (const mode of ['live', 'sandbox'] as const) {
      expect(callerLivemode(key('sandbox'), mode)).toBe(false);
      expect(callerLivemode(app('sandbox'), mode)).toBe(false);
    }
  });

  it('is always test on a sandbox server', () => {
    for (const caller of [session, key('production'), app('production')]) {
      expect(callerLivemode(caller, 'sandbox')).toBe(false);
    }
  });
});
