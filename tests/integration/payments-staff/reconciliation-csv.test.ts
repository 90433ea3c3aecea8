import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer } from '../../helpers/identity.ts';
import { doualaToday } from '../../helpers/provider-harness.ts';

it.override('appOptions', { SANDBOX_TIMEOUT_SECONDS: 3 });
it.beforeAll(async ({ listening: harness }) => {
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

describe('reconciliation CSV', () => {
  it('quotes cells a spreadsheet would run as formulas', async ({ listening: harness, auditor }) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/reconciliation/report.csv?date=${doualaToday()}`,
      headers: bearer(auditor.token),
    });
    expect(response.statusCode).toBe(200);
    const [, line] = response.body.trim().split('\r\n');
    expect(line).toBe(
      `${doualaToday()},"'=HYPERLINK(""http://evil.example"",""x"")",gimac,missing_in_platform,,1000,"GIMAC settled =HYPERLINK(""http://evil.example"",""x"") (GTR-INJECTION), which the platform does not know."`,
    );
  });
});
