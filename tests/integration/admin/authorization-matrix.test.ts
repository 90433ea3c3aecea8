import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { loadConfig } from '../../../api/config.ts';
import { downloadLink, resolveLinkKey } from '../../../api/services/reports/download-links.ts';
import { it } from '../../helpers/fixtures.ts';

/**
 * Every /api/admin/* operation × anonymous, customer, ops, auditor, admin. The route list comes
 * from the app's own OpenAPI document, so a new route without an entry here fails the test.
 *
 * Expected answers (contract "Who may do what"):
 *   reader   (every GET but the audit log: figures, lists, health, system logs, CSV exports, settings)
 *                                           anon 401, customer 403, ops/auditor/admin ok
 *   audit    (audit log, CSV export)         anon 401, customer 403, ops 403, auditor/admin ok
 *   reviewer (institution writes)            anon 401, customer 403, auditor 403, ops/admin ok
 *   status   (bulk activate/suspend)         anon 401, customer 403, auditor 403, ops/admin ok
 *   admin    (users create/edit, set-up links, credential revoke, settings writes)  anon 401, customer/ops/auditor 403, admin ok
 *   scheduler (report schedules: pause, resume, run now)  anon 401, customer 403, auditor 403, ops/admin ok
 *   (generating and downloading reports is 'reader': auditors read figures for a living)
 *   public   (POST /api/admin/login)         the same answer for everyone (wrong password: 401)
 * "ok" is the status written beside each operation: the call is well formed and names ids that
 * do not exist (404) or reads (200), so the matrix changes nothing it depends on.
 */
type Rule = 'reader' | 'audit' | 'reviewer' | 'status' | 'admin' | 'scheduler' | 'public';
type Caller = 'anonymous' | 'customer' | 'ops' | 'auditor' | 'admin';

const ALLOWED: Record<Exclude<Rule, 'public'>, readonly Caller[]> = {
  reader: ['ops', 'auditor', 'admin'],
  audit: ['auditor', 'admin'],
  reviewer: ['ops', 'admin'],
  status: ['ops', 'admin'],
  admin: ['admin'],
  scheduler: ['ops', 'admin'],
};

const nobody = randomUUID();
// A genuinely signed link (the test key every app of the suite shares) to a report that does not exist.
const nobodysReportLink = downloadLink(await resolveLinkKey(loadConfig({}, { NODE_ENV: 'test' })), nobody);
let emailCounter = 0;

interface Entry {
  rule: Rule;
  /** The status an allowed caller gets. */
  ok: number;
  url?: string;
  body?: () => unknown;
}

const MATRIX: Record<string, Entry> = {
  // Each attempt from its own address and for its own e-mail, so the sign-in throttle stays out of the table.
  'POST /api/admin/login': {
    rule: 'public',
    ok: 401,
    body: () => {
      emailCounter += 1;
      return { email: `nobody${emailCounter}@example.cm`, password: 'wrong-password' };
    },
  },
  'GET /api/admin/stats': { rule: 'reader', ok: 200 },
  'GET /api/admin/analytics/dashboard': { rule: 'reader', ok: 200 },
  'GET /api/admin/analytics/trends': { rule: 'reader', ok: 200 },
  // advanced_analytics is off by default: a reader passes the role guard and meets the flag.
  'GET /api/admin/analytics/advanced': { rule: 'reader', ok: 503 },
  'GET /api/admin/institutions': { rule: 'reader', ok: 200 },
  'GET /api/admin/institutions/stats': { rule: 'reader', ok: 200 },
  'GET /api/admin/institutions/{id}': { rule: 'reader', ok: 404, url: `/api/admin/institutions/${nobody}` },
  'GET /api/admin/institutions/{id}/documents/{documentId}': {
    rule: 'reader',
    ok: 404,
    url: `/api/admin/institutions/${nobody}/documents/${nobody}`,
  },
  'POST /api/admin/institutions/bulk-approve': {
    rule: 'reviewer',
    ok: 404,
    body: () => ({ institutionIds: [nobody], reason: 'Matrix' }),
  },
  'POST /api/admin/institutions/bulk-reject': {
    rule: 'reviewer',
    ok: 404,
    body: () => ({ institutionIds: [nobody], reason: 'Bulk rejection' }),
  },
  'PUT /api/admin/institutions/{id}': {
    rule: 'reviewer',
    ok: 404,
    url: `/api/admin/institutions/${nobody}`,
    body: () => ({ address: 'Rue 1' }),
  },
  'PUT /api/admin/institutions/{id}/tier': {
    rule: 'reviewer',
    ok: 404,
    url: `/api/admin/institutions/${nobody}/tier`,
    body: () => ({ tierLevel: 'gold' }),
  },
  'POST /api/admin/institutions/{id}/suspend': {
    rule: 'reviewer',
    ok: 404,
    url: `/api/admin/institutions/${nobody}/suspend`,
    body: () => ({ reason: 'Matrix' }),
  },
  'POST /api/admin/institutions/{id}/members': {
    rule: 'reviewer',
    ok: 404,
    url: `/api/admin/institutions/${nobody}/members`,
    body: () => ({ email: 'nobody@example.cm' }),
  },
  'DELETE /api/admin/institutions/{id}/members/{userId}': {
    rule: 'reviewer',
    ok: 404,
    url: `/api/admin/institutions/${nobody}/members/${nobody}`,
  },
  'GET /api/admin/users': { rule: 'reader', ok: 200 },
  'GET /api/admin/users/stats': { rule: 'reader', ok: 200 },
  'GET /api/admin/users/search': { rule: 'reader', ok: 200 },
  'POST /api/admin/users/bulk-operations': {
    rule: 'status',
    ok: 404,
    body: () => ({ operation: 'suspend', userIds: [nobody], reason: 'Bulk suspension' }),
  },
  'POST /api/admin/users': {
    rule: 'admin',
    ok: 201,
    body: () => {
      emailCounter += 1;
      return {
        firstName: 'Matrix',
        lastName: 'User',
        email: `matrix${emailCounter}@example.cm`,
        role: 'customer',
        isActive: true,
      };
    },
  },
  'PUT /api/admin/users/{id}': {
    rule: 'admin',
    ok: 404,
    url: `/api/admin/users/${nobody}`,
    body: () => ({ firstName: 'A', lastName: 'B', email: 'ab@example.cm', role: 'customer', isActive: true }),
  },
  'POST /api/admin/users/{id}/setup-link': { rule: 'admin', ok: 404, url: `/api/admin/users/${nobody}/setup-link` },
  'GET /api/admin/transactions': { rule: 'reader', ok: 200 },
  'GET /api/admin/api/credentials': { rule: 'reader', ok: 200 },
  'GET /api/admin/api/usage': { rule: 'reader', ok: 200 },
  'POST /api/admin/api/credentials/{id}/revoke': {
    rule: 'admin',
    ok: 404,
    url: `/api/admin/api/credentials/${nobody}/revoke`,
    body: () => ({}),
  },
  'GET /api/admin/audit-logs': { rule: 'audit', ok: 200 },
  'GET /api/admin/audit-logs/export': { rule: 'audit', ok: 200 },
  'GET /api/admin/system/health': { rule: 'reader', ok: 200 },
  'GET /api/admin/system/logs': { rule: 'reader', ok: 200 },
  'GET /api/admin/export/users': { rule: 'reader', ok: 200 },
  'GET /api/admin/export/institutions': { rule: 'reader', ok: 200 },
  'GET /api/admin/export/transactions': { rule: 'reader', ok: 200 },
  'GET /api/admin/settings/categories': { rule: 'reader', ok: 200 },
  'GET /api/admin/settings/export': { rule: 'reader', ok: 200 },
  // The value it already has: allowed, and nothing changes.
  'PUT /api/admin/settings/category/{category}': {
    rule: 'admin',
    ok: 200,
    url: '/api/admin/settings/category/general',
    body: () => ({ platform_name: 'CEMAC Open Banking' }),
  },
  'POST /api/admin/settings/import': {
    rule: 'admin',
    ok: 200,
    body: () => ({ settings: { feature_flags: { mobile_money_payments: false } }, dryRun: true }),
  },
  'GET /api/admin/reports/templates': { rule: 'reader', ok: 200 },
  'GET /api/admin/reports': { rule: 'reader', ok: 200 },
  'GET /api/admin/reports/schedules': { rule: 'reader', ok: 200 },
  'GET /api/admin/reports/{id}': { rule: 'reader', ok: 404, url: `/api/admin/reports/${nobody}` },
  'GET /api/admin/reports/{id}/download': { rule: 'reader', ok: 404, url: nobodysReportLink },
  // Queues a small report: harmless, and auditors may.
  'POST /api/admin/reports/generate': {
    rule: 'reader',
    ok: 202,
    body: () => ({ type: 'user_activity', parameters: { format: 'csv', period: 'last_7_days' } }),
  },
  'POST /api/admin/reports/schedules/{id}/pause': {
    rule: 'scheduler',
    ok: 404,
    url: `/api/admin/reports/schedules/${nobody}/pause`,
  },
  'POST /api/admin/reports/schedules/{id}/resume': {
    rule: 'scheduler',
    ok: 404,
    url: `/api/admin/reports/schedules/${nobody}/resume`,
  },
  'POST /api/admin/reports/schedules/{id}/run': {
    rule: 'scheduler',
    ok: 404,
    url: `/api/admin/reports/schedules/${nobody}/run`,
  },
};

const CALLERS: readonly Caller[] = ['anonymous', 'customer', 'ops', 'auditor', 'admin'];

function expected(entry: Entry, caller: Caller): number {
  if (entry.rule === 'public') return entry.ok;
  if (caller === 'anonymous') return 401;
  return ALLOWED[entry.rule].includes(caller) ? entry.ok : 403;
}

describe('authorization matrix of the back office', () => {
  it('has an entry for every /api/admin operation the app serves, and no stale one', async ({ harness }) => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(served).toEqual(Object.keys(MATRIX).sort());
  });

  it('documents each guarded operation as such: a session security scheme, 401 and 403', async ({ harness }) => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { security: unknown[]; responses: Record<string, unknown>; tags: string[] }>
      >;
    };
    for (const [operation, entry] of Object.entries(MATRIX)) {
      const [method, path] = operation.split(' ') as [string, string];
      const documented = document.paths[path]?.[method.toLowerCase()];
      expect(documented?.tags, operation).toEqual(['Back office']);
      if (entry.rule === 'public') continue;
      expect(documented?.security, operation).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
      expect(Object.keys(documented?.responses ?? {}), operation).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('answers every operation × caller as the table says, 0 unexpected answers', async ({
    harness,
    customer,
    ops,
    auditor,
    admin,
  }) => {
    const headersOf: Record<Caller, Record<string, string>> = {
      anonymous: {},
      customer: customer.headers,
      ops: ops.headers,
      auditor: auditor.headers,
      admin: admin.headers,
    };
    const unexpected: string[] = [];
    let answers = 0;
    for (const [operation, entry] of Object.entries(MATRIX)) {
      const [method, path] = operation.split(' ') as [string, string];
      for (const caller of CALLERS) {
        const body = entry.body?.();
        const response = await harness.app.inject({
          method: method as 'GET',
          url: entry.url ?? path,
          headers: headersOf[caller],
          remoteAddress: `10.9.${answers % 250}.${CALLERS.indexOf(caller) + 1}`,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        answers += 1;
        const want = expected(entry, caller);
        if (response.statusCode !== want) {
          unexpected.push(
            `${operation} as ${caller}: ${response.statusCode} (expected ${want}) ${response.body.slice(0, 200)}`,
          );
        }
        if (response.statusCode >= 400) expect(response.json().error.requestId).toBeTruthy();
      }
    }
    expect(unexpected).toEqual([]);
    expect(answers).toBe(Object.keys(MATRIX).length * CALLERS.length);
  });
});
