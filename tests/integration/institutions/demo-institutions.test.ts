import { describe, expect } from 'vitest';
import { seedDatabase } from '../../../db/migrate.ts';
import { DEMO_INSTITUTION_CODES } from '../../../db/seeds/demo/20-institutions.ts';
import { it } from '../../helpers/fixtures.ts';

describe('the demo institutions the screens use', () => {
  it('answers each state of the status lookup, with this month’s seeded usage and the tier’s quota', async ({
    harness,
  }) => {
    await seedDatabase(harness.app.db, { demo: true });
    const lookUp = async (code: string) =>
      (await harness.app.inject({ method: 'GET', url: `/api/v1/institutions/status/${code}` })).json();
    expect(await lookUp(DEMO_INSTITUTION_CODES.approved)).toMatchObject({
      isApproved: true,
      isActive: true,
      tierLevel: 'platinum',
      apiQuotaLimit: 1_000_000,
      currentApiUsage: 48210,
    });
    expect(await lookUp(DEMO_INSTITUTION_CODES.suspended)).toMatchObject({ isApproved: true, isActive: false });
    expect(await lookUp(DEMO_INSTITUTION_CODES.pending)).toMatchObject({ isApproved: false, approvedAt: null });
  });
});
