import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Store } from '../../repositories/store.ts';
import { clientMetadata } from './client-metadata.ts';

/**
 * oidc-provider's storage (its seven-method adapter interface) on PostgreSQL: every model but
 * Client is a row of `oauth_records`; a Client is read from the apps developers registered
 * (`oauth_apps`), so an app's deletion or new secret applies to the next request in every
 * process, with nothing cached.
 */
export function recordsAdapter(store: Store): new (model: string) => Adapter {
  const records = store.oauthRecords;
  const apps = store.oauthApps;

  return class RecordsAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (this.model === 'Client') throw new Error('clients are registered through the apps API, not dynamically');
      await records.upsert({
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') {
        const app = await apps.findClient(id);
        return app ? clientMetadata(app) : undefined;
      }
      return (await records.find(this.model, { id })) as AdapterPayload | undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return (await records.find(this.model, { uid })) as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return (await records.find(this.model, { user_code: userCode })) as AdapterPayload | undefined;
    }

    async consume(id: string): Promise<void> {
      await records.consume(this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await records.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await records.destroyGrant(grantId);
    }
  };
}
