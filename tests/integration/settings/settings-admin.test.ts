import { describe, expect } from 'vitest';
import { definitionsOf, SETTING_CATEGORIES, type SettingDefinition } from '../../../api/services/settings/registry.ts';
import { it } from '../../helpers/fixtures.ts';
import { errorOf } from '../../helpers/identity.ts';

/** A value of the wrong type for each definition, and one outside its bounds where it has some. */
function wrongValues(definition: SettingDefinition): unknown[] {
  switch (definition.type) {
    case 'boolean':
      return ['true', 1, null];
    case 'integer':
      return ['5', 1.5, definition.min - 1, definition.max + 1];
    case 'number':
      return ['5', definition.min - 1, definition.max + 1];
    case 'string':
      return [42, false, 'x'.repeat(definition.maxLength + 1)];
    case 'enum':
      return ['NOT_ONE_OF_THEM', 1];
  }
}

async function settingAudits(db: import('knex').Knex, resourceId: string) {
  return db('audit_logs').where({ resource: 'setting', resource_id: resourceId }).orderBy('seq');
}

describe('GET /api/admin/settings/categories', () => {
  it('gives every category of the registry with its values and definitions, to auditors too', async ({
    harness,
    auditor,
  }) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/settings/categories',
      headers: auditor.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { settings, definitions } = response.json().data;
    expect(Object.keys(settings).sort()).toEqual([...SETTING_CATEGORIES].sort());
    expect(settings.feature_flags).toEqual({
      mobile_money_payments: true,
      interbank_transfers: true,
      api_rate_limiting: true,
      advanced_analytics: false,
      webhook_notifications: true,
    });
    expect(definitions.security.session_ttl_minutes).toEqual({
      type: 'integer',
      min: 5,
      max: 1440,
      description: 'Lifetime of a customer or staff session',
      descriptionFr: "Durée de vie d'une session client ou personnel",
    });
    expect(definitions.payments.default_currency).toMatchObject({ type: 'enum', values: ['XAF'] });
  });
});

describe('PUT /api/admin/settings/category/{category}', () => {
  it('changes the values sent, answers the category, and audits each change with from and to', async ({
    harness,
    db,
    admin,
  }) => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/category/security',
      headers: admin.headers,
      payload: { session_ttl_minutes: 90, login_max_failures: 5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.settings).toEqual({
      session_ttl_minutes: 90,
      login_max_failures: 5,
      login_lock_minutes: 15,
    });
    const row = await db('settings').where({ category: 'security', key: 'session_ttl_minutes' }).first();
    expect(row).toMatchObject({ value: 90, updated_by: admin.user.id });
    const audits = await settingAudits(db, 'security.session_ttl_minutes');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'update', user_id: admin.user.id, details: { from: 60, to: 90 } });
    // An unchanged value is not a change: nothing audited.
    expect(await settingAudits(db, 'security.login_max_failures')).toHaveLength(0);
  });

  it('refuses the whole body with one field error per bad key (path = the key), changing nothing', async ({
    harness,
    db,
    admin,
  }) => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/category/feature_flags',
      headers: admin.headers,
      payload: { mobile_money_payments: false, advanced_analytics: 'yes', pluto: true },
    });
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_error');
    expect(error.details).toEqual([
      expect.objectContaining({ path: 'advanced_analytics', reason: 'setting_not_boolean' }),
      expect.objectContaining({ path: 'pluto', reason: 'setting_unknown', message: 'Unknown setting pluto' }),
    ]);
    const row = await db('settings').where({ category: 'feature_flags', key: 'mobile_money_payments' }).first();
    expect(row.value).toBe(true);
  });

  it('checks every setting of the registry against its type and bounds', async ({ harness, admin }) => {
    const accepted: string[] = [];
    for (const category of SETTING_CATEGORIES) {
      for (const [key, definition] of definitionsOf(category)) {
        for (const value of wrongValues(definition)) {
          const response = await harness.app.inject({
            method: 'PUT',
            url: `/api/admin/settings/category/${category}`,
            headers: admin.headers,
            payload: { [key]: value },
          });
          const paths = response.statusCode === 400 ? (errorOf(response).details ?? []).map((d) => d.path) : [];
          if (JSON.stringify(paths) !== JSON.stringify([key])) {
            accepted.push(`${category}.${key} = ${JSON.stringify(value)}: ${response.statusCode}`);
          }
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('answers 404 for an unknown category, and 403 to ops and auditors', async ({ harness, admin, ops, auditor }) => {
    const put = (category: string, headers: Record<string, string>) =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/admin/settings/category/${category}`,
        headers,
        payload: { mobile_money_payments: false },
      });
    const unknown = await put('planets', admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).reason).toBe('settings_category_unknown');
    expect((await put('feature_flags', ops.headers)).statusCode).toBe(403);
    expect((await put('feature_flags', auditor.headers)).statusCode).toBe(403);
  });
});

describe('export and import', () => {
  it('exports a dated JSON attachment that imports back as no change', async ({ harness, admin, ops }) => {
    const exported = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/settings/export',
      headers: ops.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="settings-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = exported.json();
    expect(file.settings.general.platform_name).toBe('CEMAC Open Banking');
    expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false);
    const imported = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/settings/import',
      headers: admin.headers,
      payload: { settings: file.settings },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ changes: [], applied: true });
  });

  it('refuses a whole file holding one unknown key: nothing applied, nothing audited', async ({
    harness,
    db,
    admin,
  }) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/settings/import',
      headers: admin.headers,
      payload: {
        settings: {
          general: { platform_name: 'Renamed' },
          feature_flags: { advanced_analytics: true, teleportation: true },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).details).toEqual([
      expect.objectContaining({ path: 'settings.feature_flags.teleportation', reason: 'setting_unknown' }),
    ]);
    const name = await db('settings').where({ category: 'general', key: 'platform_name' }).first();
    expect(name.value).toBe('CEMAC Open Banking');
    expect(await settingAudits(db, 'general.platform_name')).toHaveLength(0);
  });

  it('shows the changes of a dry run without applying them, then applies them audited', async ({
    harness,
    db,
    admin,
  }) => {
    const file = {
      settings: { general: { support_whatsapp: '237699000111' }, feature_flags: { advanced_analytics: true } },
    };
    const dry = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/settings/import',
      headers: admin.headers,
      payload: { ...file, dryRun: true },
    });
    expect(dry.statusCode, dry.body).toBe(200);
    const expectedChanges = [
      { category: 'general', key: 'support_whatsapp', from: '237650000000', to: '237699000111' },
      { category: 'feature_flags', key: 'advanced_analytics', from: false, to: true },
    ];
    expect(dry.json()).toEqual({ changes: expectedChanges, applied: false });
    expect((await db('settings').where({ category: 'feature_flags', key: 'advanced_analytics' }).first()).value).toBe(
      false,
    );

    const applied = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/settings/import',
      headers: admin.headers,
      payload: file,
    });
    expect(applied.json()).toEqual({ changes: expectedChanges, applied: true });
    expect((await db('settings').where({ category: 'feature_flags', key: 'advanced_analytics' }).first()).value).toBe(
      true,
    );
    const audits = await settingAudits(db, 'general.support_whatsapp');
    expect(audits.map((row) => row.details)).toEqual([{ from: '237650000000', to: '237699000111' }]);
  });
});
