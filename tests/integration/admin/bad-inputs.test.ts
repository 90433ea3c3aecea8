import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';

/**
 * Bad inputs for every back-office endpoint, sent as admin (who gets past every guard): each
 * is a 4xx in the error envelope, never a 500. The operations come from the OpenAPI document,
 * so a new endpoint without cases here fails the first test.
 */
const id = randomUUID();
const NUL = 'a\u0000b';
const ids101 = Array.from({ length: 101 }, () => randomUUID());

type Case = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown];

/**
 * Operations that take no input at all: nothing to get wrong (unknown query parameters are
 * dropped, as everywhere in the API: Fastify's `removeAdditional`).
 */
const NO_INPUT: Case[] = [];

const CASES: Record<string, Case[]> = {
  'POST /api/admin/login': [
    ['POST', '/api/admin/login', {}],
    ['POST', '/api/admin/login', { email: NUL, password: 'x' }],
    ['POST', '/api/admin/login', { email: 'a@b.cm', password: 'x'.repeat(129) }],
    ['POST', '/api/admin/login', { email: ['a@b.cm'], password: 'x' }],
    ['POST', '/api/admin/login', { email: '', password: '' }],
  ],
  'GET /api/admin/stats': NO_INPUT,
  'GET /api/admin/analytics/dashboard': NO_INPUT,
  'GET /api/admin/analytics/trends': [
    ['GET', '/api/admin/analytics/trends?days=0'],
    ['GET', '/api/admin/analytics/trends?days=91'],
    ['GET', '/api/admin/analytics/trends?days=1e999'],
    ['GET', '/api/admin/analytics/trends?days=abc'],
  ],
  'GET /api/admin/analytics/advanced': [
    ['GET', '/api/admin/analytics/advanced?days=0'],
    ['GET', '/api/admin/analytics/advanced?days=%00'],
  ],
  'GET /api/admin/institutions': [
    ['GET', '/api/admin/institutions?status=unknown'],
    ['GET', '/api/admin/institutions?limit=0'],
    ['GET', '/api/admin/institutions?limit=101'],
    ['GET', '/api/admin/institutions?limit=1e999'],
    ['GET', '/api/admin/institutions?q=%00'],
    ['GET', `/api/admin/institutions?q=${'x'.repeat(101)}`],
  ],
  'GET /api/admin/institutions/stats': NO_INPUT,
  'GET /api/admin/institutions/{id}': [
    ['GET', '/api/admin/institutions/not-a-uuid'],
    ['GET', '/api/admin/institutions/%00'],
    ['GET', `/api/admin/institutions/${id}`],
  ],
  'GET /api/admin/institutions/{id}/documents/{documentId}': [
    ['GET', `/api/admin/institutions/${id}/documents/nope`],
    ['GET', `/api/admin/institutions/nope/documents/${id}`],
    ['GET', `/api/admin/institutions/${id}/documents/${id}`],
  ],
  'POST /api/admin/institutions/bulk-approve': [
    ['POST', '/api/admin/institutions/bulk-approve', { institutionIds: [], reason: 'x' }],
    ['POST', '/api/admin/institutions/bulk-approve', { institutionIds: ids101, reason: 'x' }],
    ['POST', '/api/admin/institutions/bulk-approve', { institutionIds: ['nope'], reason: 'x' }],
    ['POST', '/api/admin/institutions/bulk-approve', { institutionIds: [id, id], reason: 'x' }],
    ['POST', '/api/admin/institutions/bulk-approve', { institutionIds: [id], reason: '' }],
    ['POST', '/api/admin/institutions/bulk-approve', { institutionIds: [id], reason: NUL }],
    ['POST', '/api/admin/institutions/bulk-approve', { institutionIds: [id] }],
    ['POST', '/api/admin/institutions/bulk-approve', 'not json'],
  ],
  'POST /api/admin/institutions/bulk-reject': [
    ['POST', '/api/admin/institutions/bulk-reject', { institutionIds: [], reason: 'Bulk rejection' }],
    ['POST', '/api/admin/institutions/bulk-reject', { institutionIds: ids101, reason: 'Bulk rejection' }],
    ['POST', '/api/admin/institutions/bulk-reject', { institutionIds: [id], reason: 'x'.repeat(501) }],
    ['POST', '/api/admin/institutions/bulk-reject', { institutionIds: [id], reason: 'Bulk rejection' }],
  ],
  'PUT /api/admin/institutions/{id}': [
    ['PUT', `/api/admin/institutions/${id}`, {}],
    ['PUT', `/api/admin/institutions/${id}`, { contactEmail: 'not-an-email' }],
    ['PUT', `/api/admin/institutions/${id}`, { unknownField: 'x' }],
    ['PUT', '/api/admin/institutions/nope', { address: 'x' }],
    ['PUT', `/api/admin/institutions/${id}`, { address: NUL }],
  ],
  'PUT /api/admin/institutions/{id}/tier': [
    ['PUT', `/api/admin/institutions/${id}/tier`, { tierLevel: 'diamond' }],
    ['PUT', `/api/admin/institutions/${id}/tier`, {}],
    ['PUT', '/api/admin/institutions/nope/tier', { tierLevel: 'gold' }],
    ['PUT', `/api/admin/institutions/${id}/tier`, { tierLevel: 'gold' }],
  ],
  'POST /api/admin/institutions/{id}/suspend': [
    ['POST', `/api/admin/institutions/${id}/suspend`, {}],
    ['POST', `/api/admin/institutions/${id}/suspend`, { reason: '' }],
    ['POST', `/api/admin/institutions/${id}/suspend`, { reason: 'x' }],
  ],
  'POST /api/admin/institutions/{id}/members': [
    ['POST', `/api/admin/institutions/${id}/members`, { email: 'a@b.cm', role: 'king' }],
    ['POST', `/api/admin/institutions/${id}/members`, {}],
    ['POST', `/api/admin/institutions/${id}/members`, { email: NUL }],
    ['POST', `/api/admin/institutions/${id}/members`, { email: 'a@b.cm' }],
  ],
  'DELETE /api/admin/institutions/{id}/members/{userId}': [
    ['DELETE', `/api/admin/institutions/${id}/members/nope`],
    ['DELETE', `/api/admin/institutions/${id}/members/${id}`],
  ],
  'GET /api/admin/users': [
    ['GET', '/api/admin/users?status=banned'],
    ['GET', '/api/admin/users?limit=-1'],
    ['GET', '/api/admin/users?limit=abc'],
    ['GET', '/api/admin/users?q=%00'],
  ],
  'GET /api/admin/users/stats': NO_INPUT,
  'GET /api/admin/users/search': [
    ['GET', '/api/admin/users/search?role=root'],
    ['GET', '/api/admin/users/search?status=verified'],
    ['GET', '/api/admin/users/search?limit=1000'],
    ['GET', '/api/admin/users/search?search=%00'],
  ],
  'POST /api/admin/users/bulk-operations': [
    ['POST', '/api/admin/users/bulk-operations', { operation: 'delete', userIds: [id], reason: 'x' }],
    ['POST', '/api/admin/users/bulk-operations', { userIds: [id], reason: 'x' }],
    [
      'POST',
      '/api/admin/users/bulk-operations',
      { operation: 'suspend', action: 'activate', userIds: [id], reason: 'x' },
    ],
    ['POST', '/api/admin/users/bulk-operations', { operation: 'suspend', userIds: [], reason: 'x' }],
    ['POST', '/api/admin/users/bulk-operations', { operation: 'suspend', userIds: ids101, reason: 'x' }],
    ['POST', '/api/admin/users/bulk-operations', { operation: 'suspend', userIds: ['x'], reason: 'x' }],
    ['POST', '/api/admin/users/bulk-operations', { operation: 'suspend', userIds: [id], reason: NUL }],
    ['POST', '/api/admin/users/bulk-operations', { operation: 'suspend', userIds: [id], reason: 'x' }],
  ],
  'POST /api/admin/users': [
    ['POST', '/api/admin/users', {}],
    ['POST', '/api/admin/users', { firstName: 'A', lastName: 'B', email: 'bad', role: 'customer', isActive: true }],
    ['POST', '/api/admin/users', { firstName: 'A', lastName: 'B', email: 'a@b.cm', role: 'root', isActive: true }],
    ['POST', '/api/admin/users', { firstName: ' ', lastName: 'B', email: 'a@b.cm', role: 'customer', isActive: true }],
    [
      'POST',
      '/api/admin/users',
      { firstName: 'A', lastName: 'B', email: 'a@b.cm', phone: '12', role: 'ops', isActive: true },
    ],
    ['POST', '/api/admin/users', { firstName: NUL, lastName: 'B', email: 'a@b.cm', role: 'ops', isActive: true }],
    ['POST', '/api/admin/users', { firstName: 'A', lastName: 'B', email: 'a@b.cm', role: 'ops', isActive: 'yes' }],
  ],
  'PUT /api/admin/users/{id}': [
    [
      'PUT',
      '/api/admin/users/nope',
      { firstName: 'A', lastName: 'B', email: 'a@b.cm', role: 'customer', isActive: true },
    ],
    [
      'PUT',
      `/api/admin/users/${id}`,
      { firstName: 'A', lastName: 'B', email: 'a@b.cm', role: 'customer', isActive: true },
    ],
    ['PUT', `/api/admin/users/${id}`, { firstName: 'A' }],
  ],
  'POST /api/admin/users/{id}/setup-link': [
    ['POST', '/api/admin/users/nope/setup-link'],
    ['POST', `/api/admin/users/${id}/setup-link`],
  ],
  'GET /api/admin/transactions': [
    ['GET', '/api/admin/transactions?limit=51'],
    ['GET', '/api/admin/transactions?limit=0'],
    ['GET', '/api/admin/transactions?q=%00'],
  ],
  'GET /api/admin/api/credentials': NO_INPUT,
  'GET /api/admin/api/usage': NO_INPUT,
  'POST /api/admin/api/credentials/{id}/revoke': [
    ['POST', '/api/admin/api/credentials/nope/revoke', {}],
    ['POST', `/api/admin/api/credentials/${id}/revoke`, { reason: NUL }],
    ['POST', `/api/admin/api/credentials/${id}/revoke`, { reason: 'x'.repeat(501) }],
    ['POST', `/api/admin/api/credentials/${id}/revoke`, {}],
  ],
  'GET /api/admin/audit-logs': [
    ['GET', '/api/admin/audit-logs?action=hack'],
    ['GET', '/api/admin/audit-logs?resource=planet'],
    ['GET', '/api/admin/audit-logs?startDate=2026-02-30'],
    ['GET', '/api/admin/audit-logs?endDate=0000-01-01'],
    ['GET', '/api/admin/audit-logs?startDate=26-11-2026'],
    ['GET', '/api/admin/audit-logs?startDate=2026-11-26&endDate=2026-11-01'],
    ['GET', '/api/admin/audit-logs?userId=me'],
    ['GET', '/api/admin/audit-logs?limit=501'],
    ['GET', '/api/admin/audit-logs?limit=0'],
    ['GET', '/api/admin/audit-logs?offset=-1'],
  ],
  'GET /api/admin/audit-logs/export': [
    ['GET', '/api/admin/audit-logs/export?action=hack'],
    ['GET', '/api/admin/audit-logs/export?startDate=2026-13-01'],
    ['GET', '/api/admin/audit-logs/export?startDate=2026-11-26&endDate=2026-11-01'],
  ],
  'GET /api/admin/system/health': NO_INPUT,
  'GET /api/admin/system/logs': [
    ['GET', '/api/admin/system/logs?level=debug'],
    ['GET', '/api/admin/system/logs?level=ERROR'],
    ['GET', '/api/admin/system/logs?limit=0'],
    ['GET', '/api/admin/system/logs?limit=201'],
    ['GET', '/api/admin/system/logs?limit=1e999'],
    ['GET', '/api/admin/system/logs?offset=-1'],
    ['GET', '/api/admin/system/logs?q=%00'],
    ['GET', `/api/admin/system/logs?q=${'x'.repeat(201)}`],
    ['GET', '/api/admin/system/logs?from=2026-02-30'],
    ['GET', '/api/admin/system/logs?to=0000-01-01'],
    ['GET', '/api/admin/system/logs?from=2026-11-26&to=2026-11-01'],
  ],
  'GET /api/admin/export/users': [
    ['GET', '/api/admin/export/users?status=unknown'],
    ['GET', '/api/admin/export/users?role=god'],
    ['GET', '/api/admin/export/users?q=%00'],
    ['GET', `/api/admin/export/users?q=${'x'.repeat(101)}`],
  ],
  'GET /api/admin/export/institutions': [
    ['GET', '/api/admin/export/institutions?status=unknown'],
    ['GET', '/api/admin/export/institutions?q=%00'],
  ],
  'GET /api/admin/export/transactions': [
    ['GET', '/api/admin/export/transactions?status=lost'],
    ['GET', '/api/admin/export/transactions?type=gift'],
    ['GET', '/api/admin/export/transactions?provider=paypal'],
    ['GET', '/api/admin/export/transactions?from=2026-13-01'],
    ['GET', '/api/admin/export/transactions?from=2026-11-26&to=2026-11-01'],
    ['GET', '/api/admin/export/transactions?q=%00'],
  ],
  'GET /api/admin/settings/categories': NO_INPUT,
  'GET /api/admin/settings/export': NO_INPUT,
  'PUT /api/admin/settings/category/{category}': [
    ['PUT', '/api/admin/settings/category/planets', { mobile_money_payments: false }],
    ['PUT', '/api/admin/settings/category/%00', { mobile_money_payments: false }],
    ['PUT', `/api/admin/settings/category/${'x'.repeat(65)}`, {}],
    ['PUT', '/api/admin/settings/category/feature_flags', { unknown_flag: true }],
    ['PUT', '/api/admin/settings/category/feature_flags', { mobile_money_payments: 'off' }],
    ['PUT', '/api/admin/settings/category/feature_flags', { mobile_money_payments: null }],
    ['PUT', '/api/admin/settings/category/feature_flags', { mobile_money_payments: { on: true } }],
    ['PUT', '/api/admin/settings/category/security', { session_ttl_minutes: 2.5 }],
    ['PUT', '/api/admin/settings/category/security', { session_ttl_minutes: 0 }],
    ['PUT', '/api/admin/settings/category/security', { login_max_failures: 1e9 }],
    ['PUT', '/api/admin/settings/category/general', { platform_name: NUL }],
    ['PUT', '/api/admin/settings/category/general', { platform_name: 'x'.repeat(101) }],
    ['PUT', '/api/admin/settings/category/general', { support_email: 'not-an-email' }],
    ['PUT', '/api/admin/settings/category/payments', { default_currency: 'EUR' }],
    ['PUT', '/api/admin/settings/category/general', [true]],
    ['PUT', '/api/admin/settings/category/general', 'not json'],
  ],
  'POST /api/admin/settings/import': [
    ['POST', '/api/admin/settings/import', {}],
    ['POST', '/api/admin/settings/import', { settings: [] }],
    ['POST', '/api/admin/settings/import', { settings: { feature_flags: true } }],
    ['POST', '/api/admin/settings/import', { settings: { planets: { pluto: true } } }],
    ['POST', '/api/admin/settings/import', { settings: { feature_flags: { pluto: true } } }],
    ['POST', '/api/admin/settings/import', { settings: { feature_flags: { mobile_money_payments: 1 } } }],
    ['POST', '/api/admin/settings/import', { settings: {}, dryRun: 'yes' }],
    ['POST', '/api/admin/settings/import', { settings: { general: { platform_name: 'x'.repeat(101) } } }],
  ],
  'GET /api/admin/reports/templates': NO_INPUT,
  'GET /api/admin/reports/schedules': NO_INPUT,
  'GET /api/admin/reports': [
    ['GET', '/api/admin/reports?limit=0'],
    ['GET', '/api/admin/reports?limit=101'],
    ['GET', '/api/admin/reports?limit=1e999'],
    ['GET', '/api/admin/reports?offset=-1'],
  ],
  'GET /api/admin/reports/{id}': [
    ['GET', '/api/admin/reports/nope'],
    ['GET', '/api/admin/reports/%00'],
    ['GET', `/api/admin/reports/${id}`],
  ],
  'GET /api/admin/reports/{id}/download': [
    ['GET', `/api/admin/reports/${id}/download`],
    ['GET', `/api/admin/reports/${id}/download?expires=soon&signature=x`],
    ['GET', `/api/admin/reports/${id}/download?expires=-1&signature=x`],
    ['GET', `/api/admin/reports/${id}/download?expires=1e999&signature=x`],
    ['GET', `/api/admin/reports/${id}/download?expires=1&signature=`],
    ['GET', `/api/admin/reports/${id}/download?expires=1&signature=%00`],
    ['GET', `/api/admin/reports/${id}/download?expires=1&signature=${'x'.repeat(101)}`],
    ['GET', `/api/admin/reports/${id}/download?expires=9999999999&signature=forged`],
    ['GET', '/api/admin/reports/nope/download?expires=1&signature=x'],
  ],
  'POST /api/admin/reports/generate': [
    ['POST', '/api/admin/reports/generate', {}],
    ['POST', '/api/admin/reports/generate', { type: 'weather_report', parameters: {} }],
    ['POST', '/api/admin/reports/generate', { type: 'api_usage' }],
    ['POST', '/api/admin/reports/generate', { type: 'api_usage', parameters: { format: 'docx' } }],
    ['POST', '/api/admin/reports/generate', { type: 'api_usage', parameters: { period: 'forever' } }],
    ['POST', '/api/admin/reports/generate', { type: 'api_usage', parameters: { period: 'custom' } }],
    [
      'POST',
      '/api/admin/reports/generate',
      { type: 'api_usage', parameters: { period: 'custom', from: '2026-02-30', to: '2026-03-01' } },
    ],
    [
      'POST',
      '/api/admin/reports/generate',
      { type: 'api_usage', parameters: { period: 'custom', from: '2026-11-26', to: '2026-11-01' } },
    ],
    [
      'POST',
      '/api/admin/reports/generate',
      { type: 'api_usage', parameters: { period: 'custom', from: '2020-01-01', to: '2026-11-01' } },
    ],
    ['POST', '/api/admin/reports/generate', { type: NUL, parameters: {} }],
    ['POST', '/api/admin/reports/generate', 'not json'],
  ],
  'POST /api/admin/reports/schedules/{id}/pause': [
    ['POST', '/api/admin/reports/schedules/nope/pause'],
    ['POST', `/api/admin/reports/schedules/${id}/pause`],
  ],
  'POST /api/admin/reports/schedules/{id}/resume': [
    ['POST', '/api/admin/reports/schedules/nope/resume'],
    ['POST', `/api/admin/reports/schedules/${id}/resume`],
  ],
  'POST /api/admin/reports/schedules/{id}/run': [
    ['POST', '/api/admin/reports/schedules/%00/run'],
    ['POST', `/api/admin/reports/schedules/${id}/run`],
  ],
};

describe('bad inputs to the back office', () => {
  it('has cases for every /api/admin operation', async ({ harness }) => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(served).toEqual(Object.keys(CASES).sort());
  });

  it('answers each with a 4xx error envelope, never a 500', async ({ harness, admin }) => {
    const wrong: string[] = [];
    let sent = 0;
    for (const [operation, cases] of Object.entries(CASES)) {
      for (const [method, url, body] of cases) {
        sent += 1;
        const response = await harness.app.inject({
          method,
          url,
          headers: { ...admin.headers, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
          remoteAddress: `10.8.${sent % 250}.1`,
          ...(body === undefined ? {} : { payload: body as string }),
        });
        const envelope = response.json() as { error?: { code?: string; message?: string; requestId?: string } };
        const ok =
          response.statusCode >= 400 &&
          response.statusCode < 500 &&
          typeof envelope.error?.code === 'string' &&
          typeof envelope.error.message === 'string' &&
          envelope.error.requestId === response.headers['x-request-id'];
        if (!ok)
          wrong.push(
            `${operation}: ${method} ${url.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the public set-up link routes refuse bad tokens and bodies with 4xx envelopes', async ({ harness }) => {
    const cases: Case[] = [
      ['GET', '/api/v1/account-setup/%00'],
      ['GET', `/api/v1/account-setup/${'x'.repeat(101)}`],
      ['GET', '/api/v1/account-setup/unknown-token'],
      ['POST', '/api/v1/account-setup/unknown-token', { password: 'Good-Password-1', pin: '1234' }],
      ['POST', '/api/v1/account-setup/unknown-token', { password: NUL, pin: '1234' }],
      ['POST', '/api/v1/account-setup/unknown-token', {}],
    ];
    for (const [method, url, body] of cases) {
      const response = await harness.app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().error.code).toBeTypeOf('string');
    }
  });
});
