import type { Knex } from 'knex';
import type { InstitutionType, TierLevel } from '../../domain/enums.ts';
import { doualaDayEnd, doualaDayStart } from './douala-day-bounds.ts';
import { DOUALA_MONTH_SQL, type MemberRole } from './institutions-repository.ts';
import { containsPattern } from './like-pattern.ts';

export type InstitutionDisplayStatus = 'pending' | 'active' | 'suspended' | 'rejected';
export type InstitutionStatusFilter = 'all' | 'pending' | 'approved' | 'suspended' | 'rejected';

/** The display status (pending, active, suspended, rejected), computed in SQL so the filter and the column agree. */
const STATUS_SQL = `case when i.rejected_at is not null then 'rejected'
  when not i.is_approved then 'pending' when i.is_active then 'active' else 'suspended' end`;

const FILTER_SQL: Record<Exclude<InstitutionStatusFilter, 'all'>, string> = {
  pending: 'i.rejected_at is null and not i.is_approved',
  approved: 'i.is_approved and i.is_active',
  suspended: 'i.is_approved and not i.is_active',
  rejected: 'i.rejected_at is not null',
};

interface ReviewRow {
  id: string;
  institution_name: string;
  institution_code: string;
  institution_type: InstitutionType;
  contact_email: string;
  contact_phone: string;
  tier_level: TierLevel;
  is_approved: boolean;
  is_active: boolean;
  status: InstitutionDisplayStatus;
  current_api_usage: string;
  api_quota_limit: string;
  submitted_at: Date;
  approved_at: Date | null;
}

interface DetailRow extends ReviewRow {
  registration_number: string;
  website: string | null;
  headquarters: string | null;
  address: string | null;
  country: string;
  legal_representative: string | null;
  legal_representative_title: string | null;
  description: string | null;
  established_year: number | null;
  employee_count: string | null;
  annual_revenue: string | null;
  services_offered: string[];
  target_markets: string[];
  regulatory_license: string | null;
  compliance: Record<string, unknown>;
  rejection_reason: string | null;
}

/** An institution as the back office lists it. */
export interface ReviewedInstitution {
  id: string;
  institutionName: string;
  institutionCode: string;
  institutionType: InstitutionType;
  contactEmail: string;
  contactPhone: string;
  tierLevel: TierLevel;
  isApproved: boolean;
  isActive: boolean;
  status: InstitutionDisplayStatus;
  currentApiUsage: number;
  apiQuotaLimit: number;
  submittedAt: Date;
  approvedAt: Date | null;
}

export interface InstitutionApplication extends ReviewedInstitution {
  registrationNumber: string;
  website: string | null;
  headquarters: string | null;
  address: string | null;
  country: string;
  legalRepresentative: string | null;
  legalRepresentativeTitle: string | null;
  description: string | null;
  establishedYear: number | null;
  employeeCount: string | null;
  annualRevenue: string | null;
  servicesOffered: string[];
  targetMarkets: string[];
  regulatoryLicense: string | null;
  compliance: Record<string, unknown>;
  rejectionReason: string | null;
}

export interface InstitutionMember {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  role: MemberRole;
}

export interface ContactChanges {
  contactEmail?: string | undefined;
  contactPhone?: string | undefined;
  address?: string | undefined;
  website?: string | undefined;
  legalRepresentative?: string | undefined;
  legalRepresentativeTitle?: string | undefined;
}

function toReviewed(row: ReviewRow): ReviewedInstitution {
  return {
    id: row.id,
    institutionName: row.institution_name,
    institutionCode: row.institution_code,
    institutionType: row.institution_type,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    tierLevel: row.tier_level,
    isApproved: row.is_approved,
    isActive: row.is_active,
    status: row.status,
    currentApiUsage: Number(row.current_api_usage),
    apiQuotaLimit: Number(row.api_quota_limit),
    submittedAt: row.submitted_at,
    approvedAt: row.approved_at,
  };
}

function toApplication(row: DetailRow): InstitutionApplication {
  return {
    ...toReviewed(row),
    registrationNumber: row.registration_number,
    website: row.website,
    headquarters: row.headquarters,
    address: row.address,
    country: row.country,
    legalRepresentative: row.legal_representative,
    legalRepresentativeTitle: row.legal_representative_title,
    description: row.description,
    establishedYear: row.established_year,
    employeeCount: row.employee_count,
    annualRevenue: row.annual_revenue,
    servicesOffered: row.services_offered,
    targetMarkets: row.target_markets,
    regulatoryLicense: row.regulatory_license,
    compliance: row.compliance ?? {},
    rejectionReason: row.rejection_reason,
  };
}

const CONTACT_COLUMNS: Record<keyof ContactChanges, string> = {
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  address: 'address',
  website: 'website',
  legalRepresentative: 'legal_representative',
  legalRepresentativeTitle: 'legal_representative_title',
};

/** `%` and `_` typed in a search are letters, not wildcards. */

/** The back office's reads and reviews of institutions (issue 15). */
export function createInstitutionReviewsRepository(db: Knex) {
  const reviewed = () =>
    db('institutions as i')
      .leftJoin('institution_api_usage as u', (join) =>
        join.on('u.institution_id', 'i.id').andOn('u.month', db.raw(DOUALA_MONTH_SQL)),
      )
      .select(
        'i.id',
        'i.institution_name',
        'i.institution_code',
        'i.institution_type',
        'i.contact_email',
        'i.contact_phone',
        'i.tier_level',
        'i.is_approved',
        'i.is_active',
        db.raw(`${STATUS_SQL} as status`),
        db.raw('coalesce(u.calls, 0) as current_api_usage'),
        'i.api_quota_limit',
        'i.submitted_at',
        'i.approved_at',
      );

  return {
    /** Newest submission first; `q` matches name, code or contact e-mail in any case. */
    async list(filters: {
      q?: string | undefined;
      status: InstitutionStatusFilter;
      /** Submitted from this Douala day (YYYY-MM-DD) through `submittedTo`, both included. */
      submittedFrom?: string | undefined;
      submittedTo?: string | undefined;
      limit: number;
    }): Promise<{ rows: ReviewedInstitution[]; total: number }> {
      const apply = (query: Knex.QueryBuilder) => {
        const q = filters.q?.trim();
        if (q) {
          query.where((inner) =>
            inner
              .whereILike('i.institution_name', containsPattern(q))
              .orWhereILike('i.institution_code', containsPattern(q))
              .orWhereILike('i.contact_email', containsPattern(q)),
          );
        }
        if (filters.status !== 'all') query.whereRaw(FILTER_SQL[filters.status]);
        if (filters.submittedFrom) query.where('i.submitted_at', '>=', doualaDayStart(db, filters.submittedFrom));
        if (filters.submittedTo) query.where('i.submitted_at', '<', doualaDayEnd(db, filters.submittedTo));
        return query;
      };
      const [rows, count] = await Promise.all([
        apply(reviewed()).orderBy('i.submitted_at', 'desc').limit(filters.limit) as Promise<ReviewRow[]>,
        apply(db('institutions as i')).count<{ count: string }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows.map(toReviewed), total: Number(count?.count ?? 0) };
    },

    async stats(): Promise<{ status: InstitutionDisplayStatus; type: InstitutionType; count: number }[]> {
      const rows = (await db('institutions as i')
        .select(db.raw(`${STATUS_SQL} as status`), 'i.institution_type as type')
        .count({ count: '*' })
        .groupByRaw('1, 2')) as { status: InstitutionDisplayStatus; type: InstitutionType; count: string }[];
      return rows.map((row) => ({ status: row.status, type: row.type, count: Number(row.count) }));
    },

    async findMany(ids: readonly string[]): Promise<ReviewedInstitution[]> {
      if (ids.length === 0) return [];
      const rows = (await reviewed().whereIn('i.id', ids).orderBy('i.submitted_at', 'desc')) as ReviewRow[];
      return rows.map(toReviewed);
    },

    async findOne(id: string): Promise<ReviewedInstitution | null> {
      return (await this.findMany([id]))[0] ?? null;
    },

    async findApplication(id: string): Promise<InstitutionApplication | null> {
      const row = (await reviewed()
        .select(
          'i.registration_number',
          'i.website',
          'i.headquarters',
          'i.address',
          'i.country',
          'i.legal_representative',
          'i.legal_representative_title',
          'i.description',
          'i.established_year',
          'i.employee_count',
          'i.annual_revenue',
          'i.services_offered',
          'i.target_markets',
          'i.regulatory_license',
          'i.compliance',
          'i.rejection_reason',
        )
        .where('i.id', id)
        .first()) as DetailRow | undefined;
      return row ? toApplication(row) : null;
    },

    /** Locks the named institutions for the review's transaction; answers the ids found. */
    async lockMany(ids: readonly string[]): Promise<string[]> {
      const rows: { id: string }[] = await db('institutions').whereIn('id', ids).forUpdate().select('id');
      return rows.map((row) => row.id);
    },

    /** Approved and live (a suspended one comes back); an earlier rejection is cleared. */
    async approve(ids: readonly string[]): Promise<void> {
      await db('institutions')
        .whereIn('id', ids)
        .update({
          is_approved: true,
          is_active: true,
          approved_at: db.raw('coalesce(approved_at, now())'),
          rejected_at: null,
          rejection_reason: null,
        });
    },

    /** Reviewed and refused: never approved at the same time. */
    async reject(ids: readonly string[], reason: string): Promise<void> {
      await db('institutions')
        .whereIn('id', ids)
        .update({ is_approved: false, approved_at: null, rejected_at: db.fn.now(), rejection_reason: reason });
    },

    async suspend(id: string): Promise<void> {
      await db('institutions').where({ id }).update({ is_active: false });
    },

    async updateContacts(id: string, changes: ContactChanges): Promise<void> {
      const columns = Object.fromEntries(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [CONTACT_COLUMNS[key as keyof ContactChanges], value]),
      );
      await db('institutions').where({ id }).update(columns);
    },

    /** Owners first, then by name. */
    async members(institutionId: string): Promise<InstitutionMember[]> {
      const rows: { user_id: string; first_name: string; last_name: string; email: string | null; role: MemberRole }[] =
        await db('institution_members as m')
          .join('users as u', 'u.id', 'm.user_id')
          .where('m.institution_id', institutionId)
          .orderByRaw(`m.role = 'owner' desc, u.last_name, u.first_name`)
          .select('m.user_id', 'u.first_name', 'u.last_name', 'u.email', 'm.role');
      return rows.map((row) => ({
        userId: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        role: row.role,
      }));
    },

    async removeMember(institutionId: string, userId: string): Promise<boolean> {
      return (await db('institution_members').where({ institution_id: institutionId, user_id: userId }).delete()) > 0;
    },
  };
}

export type InstitutionReviewsRepository = ReturnType<typeof createInstitutionReviewsRepository>;
