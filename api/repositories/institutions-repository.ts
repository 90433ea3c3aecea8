import type { Knex } from 'knex';
import type { InstitutionType, TierLevel } from '../../domain/enums.ts';

/** The first day of the current Africa/Douala calendar month, by the database clock. */
export const DOUALA_MONTH_SQL = `date_trunc('month', now() at time zone 'Africa/Douala')::date`;

export type MemberRole = 'owner' | 'member';

/** A registration as the service has checked it, ready to store. */
export interface NewInstitution {
  institutionName: string;
  institutionCode: string;
  institutionType: InstitutionType;
  registrationNumber: string;
  website: string;
  headquarters: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  country: string;
  legalRepresentative: string;
  legalRepresentativeTitle: string;
  description: string | null;
  establishedYear: number | null;
  employeeCount: string | null;
  annualRevenue: string | null;
  servicesOffered: string[];
  targetMarkets: string[];
  regulatoryLicense: string;
  compliance: Record<string, boolean>;
  riskAssessment: Record<string, string | boolean>;
  documents: Record<string, unknown>;
  tierLevel: TierLevel;
  apiQuotaLimit: number;
}

/** The institution status response: what the public lookup may tell. */
export interface InstitutionStatus {
  institutionName: string;
  institutionCode: string;
  institutionType: InstitutionType;
  tierLevel: TierLevel;
  submittedAt: Date;
  approvedAt: Date | null;
  isApproved: boolean;
  isActive: boolean;
  currentApiUsage: number;
  apiQuotaLimit: number;
}

interface StatusRow {
  institution_name: string;
  institution_code: string;
  institution_type: InstitutionType;
  tier_level: TierLevel;
  submitted_at: Date;
  approved_at: Date | null;
  is_approved: boolean;
  is_active: boolean;
  api_quota_limit: string | number;
  current_api_usage: string | number;
}

/** Banks, microfinance institutions, fintechs and mobile money operators, their members and usage. */
export function createInstitutionsRepository(db: Knex) {
  async function statusWhere(column: 'i.institution_code' | 'i.id', value: string): Promise<InstitutionStatus | null> {
    const row: StatusRow | undefined = await db('institutions as i')
      .leftJoin('institution_api_usage as u', (join) =>
        join.on('u.institution_id', 'i.id').andOn('u.month', db.raw(DOUALA_MONTH_SQL)),
      )
      .where(column, value)
      .first(
        'i.institution_name',
        'i.institution_code',
        'i.institution_type',
        'i.tier_level',
        'i.submitted_at',
        'i.approved_at',
        'i.is_approved',
        'i.is_active',
        'i.api_quota_limit',
        db.raw('coalesce(u.calls, 0) as current_api_usage'),
      );
    if (!row) return null;
    return {
      institutionName: row.institution_name,
      institutionCode: row.institution_code,
      institutionType: row.institution_type,
      tierLevel: row.tier_level,
      submittedAt: row.submitted_at,
      approvedAt: row.approved_at,
      isApproved: row.is_approved,
      isActive: row.is_active,
      currentApiUsage: Number(row.current_api_usage),
      apiQuotaLimit: Number(row.api_quota_limit),
    };
  }

  return {
    /** Institutions approved and active: the ones live on the platform. */
    async countLive(): Promise<number> {
      const row = await db('institutions')
        .where({ is_approved: true, is_active: true })
        .count<{ count: string }[]>({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },

    /** Whether a registration number is taken, whatever its case and surrounding spaces. */
    async registrationNumberTaken(registrationNumber: string): Promise<boolean> {
      const row = await db('institutions')
        .whereRaw('lower(btrim(registration_number)) = lower(btrim(?))', [registrationNumber])
        .first('id');
      return row !== undefined;
    },

    async insert(institution: NewInstitution): Promise<{ id: string; institutionCode: string }> {
      const [row] = (await db('institutions')
        .insert({
          institution_name: institution.institutionName,
          institution_code: institution.institutionCode,
          institution_type: institution.institutionType,
          registration_number: institution.registrationNumber,
          website: institution.website,
          headquarters: institution.headquarters,
          contact_email: institution.contactEmail,
          contact_phone: institution.contactPhone,
          address: institution.address,
          country: institution.country,
          legal_representative: institution.legalRepresentative,
          legal_representative_title: institution.legalRepresentativeTitle,
          description: institution.description,
          established_year: institution.establishedYear,
          employee_count: institution.employeeCount,
          annual_revenue: institution.annualRevenue,
          services_offered: institution.servicesOffered,
          target_markets: institution.targetMarkets,
          regulatory_license: institution.regulatoryLicense,
          compliance: JSON.stringify(institution.compliance),
          risk_assessment: JSON.stringify(institution.riskAssessment),
          documents: JSON.stringify(institution.documents),
          tier_level: institution.tierLevel,
          api_quota_limit: institution.apiQuotaLimit,
          is_approved: false,
          is_active: true,
        })
        .returning(['id', 'institution_code'])) as { id: string; institution_code: string }[];
      if (!row) throw new Error('institution was not stored');
      return { id: row.id, institutionCode: row.institution_code };
    },

    /** The status lookup by exact (already normalised) code, with this Douala month's usage. */
    async findStatusByCode(code: string): Promise<InstitutionStatus | null> {
      return statusWhere('i.institution_code', code);
    },

    /** The same figures by id: what a member's own view shows of their institution. */
    async findStatusById(institutionId: string): Promise<InstitutionStatus | null> {
      return statusWhere('i.id', institutionId);
    },

    /** Sets the tier and the monthly quota that goes with it; false when there is no such institution. */
    async setTier(institutionId: string, tier: TierLevel, quota: number): Promise<boolean> {
      const updated = await db('institutions')
        .where({ id: institutionId })
        .update({ tier_level: tier, api_quota_limit: quota });
      return updated > 0;
    },

    async exists(institutionId: string): Promise<boolean> {
      return (await db('institutions').where({ id: institutionId }).first('id')) !== undefined;
    },

    /** The institution a user belongs to (one at most), whatever its state. */
    async membershipOf(userId: string): Promise<{ institutionId: string; role: MemberRole } | null> {
      const row: { institution_id: string; role: MemberRole } | undefined = await db('institution_members')
        .where({ user_id: userId })
        .first('institution_id', 'role');
      return row ? { institutionId: row.institution_id, role: row.role } : null;
    },

    /** Adds a member; false when the user already belongs to an institution (this one or another). */
    async addMember(institutionId: string, userId: string, role: MemberRole): Promise<boolean> {
      const inserted = await db('institution_members')
        .insert({ institution_id: institutionId, user_id: userId, role })
        .onConflict('user_id')
        .ignore()
        .returning('user_id');
      return inserted.length > 0;
    },

    /** The approved, active institution the user is a member of. */
    async approvedInstitutionOfMember(userId: string): Promise<{ id: string; name: string } | null> {
      const row: { id: string; institution_name: string } | undefined = await db('institution_members as m')
        .join('institutions as i', 'i.id', 'm.institution_id')
        .where({ 'm.user_id': userId, 'i.is_approved': true, 'i.is_active': true })
        .first('i.id', 'i.institution_name');
      return row ? { id: row.id, name: row.institution_name } : null;
    },

    /**
     * Adds counted calls to each institution's month (one statement for a whole flush of the
     * usage counter); institutions deleted since are skipped.
     */
    async addUsage(entries: readonly { institutionId: string; month: string; calls: number }[]): Promise<void> {
      if (entries.length === 0) return;
      await db.raw(
        `insert into institution_api_usage (institution_id, month, calls)
         select e.institution_id, e.month, e.calls
           from jsonb_to_recordset(?::jsonb) as e(institution_id uuid, month date, calls bigint)
          where exists (select 1 from institutions i where i.id = e.institution_id)
         on conflict (institution_id, month)
         do update set calls = institution_api_usage.calls + excluded.calls`,
        [
          JSON.stringify(
            entries.map((entry) => ({ institution_id: entry.institutionId, month: entry.month, calls: entry.calls })),
          ),
        ],
      );
    },
  };
}

export type InstitutionsRepository = ReturnType<typeof createInstitutionsRepository>;
