import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signInAs } from '../../helpers/identity.ts';
import { doualaToday, startListeningApp } from '../../helpers/provider-harness.ts';
import type { TestApp } from '../../helpers/test-app.ts';

let harness: TestApp & { origin: string };
let token: string;

beforeAll(async () => {
  harness = await startListeningApp();
  token = await signInAs(harness, await createUser(harness, { role: 'auditor' }));
  // A statement line whose reference a spreadsheet would run as a formula: references in a
  // statement come from outside the platform.
  await harness.app.db('sandbox_provider_transactions').insert({
    provider: 'gimac',
    provider_reference: 'GTR-INJECTION',
    merchant_reference: '=HYPERLINK("http://evil.example","x")',
    kind: 'bank_to_wallet',
    amount: 1_000,
    scenario: 'test',
    outcome: 'success',
    settles_at: harness.app.db.fn.now(),
    provider_transaction_id: 'GTR-INJECTION',
  });
});
afterAll(() => harness.close());

describe('reconciliation CSV', () => {
  it('quotes cells a spreadsheet would run as formulas', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/reconciliation/report.csv?date=${doualaToday()}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const [, line] = response.body.trim().split('\r\n');
    expect(line).toBe(
      `${doualaToday()},"'=HYPERLINK(""http://evil.example"",""x"")",gimac,missing_in_platform,,1000,"GIMAC settled =HYPERLINK(""http://evil.example"",""x"") (GTR-INJECTION), which the platform does not know."`,
    );
  });
});
