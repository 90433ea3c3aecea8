import type { TierLevel } from '../../../api/schemas/enums.ts';
import { apiJson, createQuery } from '../../lib/api/index.ts';
import { queryCache } from '../../lib/api/query.ts';
import type { ApiAnswer, ApiSchema } from '../../lib/api/schema.ts';

export { TIER_LEVELS } from '../../../api/schemas/enums.ts';
export type { TierLevel };

/**
 * The portal's calls (spec 001 §7 "Admin portal", /work ADMIN-CONTRACT.md), as the page's
 * shared stores and actions. Shapes follow the back-office contract.
 */
export type InstitutionStatus = 'pending' | 'active' | 'suspended' | 'rejected';

export interface Institution {
  id: string;
  institutionName: string;
  institutionCode: string;
  institutionType: string;
  contactEmail: string;
  contactPhone: string;
  tierLevel: TierLevel;
  isApproved: boolean;
  isActive: boolean;
  status: InstitutionStatus;
  currentApiUsage: number;
  apiQuotaLimit: number;
  submittedAt: string | null;
  approvedAt: string | null;
}

export interface InstitutionDetail {
  institution: Institution & {
    registrationNumber: string | null;
    website: string | null;
    headquarters: string | null;
    address: string | null;
    country: string | null;
    legalRepresentative: string | null;
    legalRepresentativeTitle: string | null;
    description: string | null;
    establishedYear: number | null;
    employeeCount: string | null;
    annualRevenue: string | null;
    servicesOffered: string[] | null;
    targetMarkets: string[] | null;
    regulatoryLicense: string | null;
    rejectionReason: string | null;
  };
  documents: {
    id: string;
    documentType: string;
    originalName: string;
    mediaType: string;
    sizeBytes: number;
    scanStatus: string;
    createdAt: string;
  }[];
  members: { userId: string; firstName: string; lastName: string; email: string; role: 'owner' | 'member' }[];
}

export interface PortalUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  role: string;
  isActive: boolean;
  isVerified: boolean;
  lastLogin: string | null;
  createdAt: string;
}

export interface AdminStats {
  totalInstitutions: number;
  pendingApprovals: number;
  totalUsers: number;
  activeUsers: number;
  totalApiCalls: number;
  monthlyGrowth: number | null;
  totalTransactionVolume: number;
  totalTransactions: number;
}

export interface AdminCredential {
  id: string;
  institutionName: string | null;
  ownerName: string;
  ownerEmail: string | null;
  name: string;
  environment: string;
  keyId: string;
  isActive: boolean;
  lastUsed: string | null;
}

export interface ApiUsageToday {
  activeKeys: number;
  callsToday: number;
  errorRateToday: number | null;
  topKeys: { id: string; keyId: string; name: string; institutionName: string | null; calls: number }[];
}

export type Transaction = ApiSchema<'Transaction'>;
export type Readiness = ApiAnswer<'/api/readyz'>;
export type ProviderHealth = ApiAnswer<'/api/v1/payment-providers/health'>['data'][number];

/** Spec 001 §9: stats every 30 s; lists of 100 (institutions, users) and 50 (transactions). */
export const STATS_REFRESH_MS = 30_000;
export const LIST_LIMIT = 100;
export const TRANSACTION_LIMIT = 50;
export const RECENT_APPLICATIONS = 5;

export const $adminStats = createQuery<AdminStats>(['/api/admin/stats'], { refetchInterval: STATS_REFRESH_MS });
export const $credentials = createQuery<{ total: number; credentials: AdminCredential[] }>([
  '/api/admin/api/credentials',
]);
export const $apiUsage = createQuery<ApiUsageToday>(['/api/admin/api/usage']);
export const $providerHealth = createQuery<ApiAnswer<'/api/v1/payment-providers/health'>>([
  '/api/v1/payment-providers/health',
]);
/** The System Online badge and the health panel: readyz answers 503 (an error here) when degraded. */
export const $readiness = createQuery<Readiness>(['/api/readyz'], { refetchInterval: STATS_REFRESH_MS });
export const $recentApplications = createQuery<{ institutions: Institution[]; total: number }>([
  `/api/admin/institutions?status=all&limit=${RECENT_APPLICATIONS}`,
]);

function query(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** One list per filter set: the path is the cache key. */
export function institutionsQuery(q: string, status: string) {
  return createQuery<{ institutions: Institution[]; total: number }>([
    query('/api/admin/institutions', { q, status, limit: String(LIST_LIMIT) }),
  ]);
}

export function usersQuery(q: string, status: string) {
  return createQuery<{ users: PortalUser[]; total: number }>([
    query('/api/admin/users', { q, status, limit: String(LIST_LIMIT) }),
  ]);
}

export function transactionsQuery(q: string) {
  return createQuery<{ transactions: Transaction[]; total: number }>([
    query('/api/admin/transactions', { q, limit: String(TRANSACTION_LIMIT) }),
  ]);
}

const id = (value: string) => encodeURIComponent(value);

export function institutionDetailQuery(institutionId: string) {
  return createQuery<InstitutionDetail>([`/api/admin/institutions/${id(institutionId)}`]);
}

export function documentUrl(institutionId: string, documentId: string): string {
  return `/api/admin/institutions/${id(institutionId)}/documents/${id(documentId)}`;
}

/** After any change: every portal answer loads again (lists, stats, detail). */
export function refreshPortalData(): void {
  queryCache.invalidateKeys((key) => key.startsWith('/api/admin/'));
}

export type BulkInstitutionOperation = 'approve' | 'reject';
export type BulkUserOperation = 'activate' | 'suspend';

export const portalActions = {
  // Spec 001 §5: a bulk reject sends "Bulk rejection"; an approval needs no reason, so it says what it was.
  bulkInstitutions: (operation: BulkInstitutionOperation, institutionIds: string[]) =>
    apiJson<{ operation: string; updated: number }>('POST', `/api/admin/institutions/bulk-${operation}`, {
      institutionIds,
      reason: operation === 'reject' ? 'Bulk rejection' : 'Bulk approval',
    }),
  setTier: (institutionId: string, tierLevel: TierLevel) =>
    apiJson<Institution>('PUT', `/api/admin/institutions/${id(institutionId)}/tier`, { tierLevel }),
  updateContacts: (institutionId: string, body: Record<string, string>) =>
    apiJson<Institution>('PUT', `/api/admin/institutions/${id(institutionId)}`, body),
  suspendInstitution: (institutionId: string, reason: string) =>
    apiJson<Institution>('POST', `/api/admin/institutions/${id(institutionId)}/suspend`, { reason }),
  addMember: (institutionId: string, email: string, role: 'owner' | 'member') =>
    apiJson<unknown>('POST', `/api/admin/institutions/${id(institutionId)}/members`, { email, role }),
  removeMember: (institutionId: string, userId: string) =>
    apiJson<unknown>('DELETE', `/api/admin/institutions/${id(institutionId)}/members/${id(userId)}`),
  // Spec 001 §5: a bulk suspend from the portal sends "Bulk suspension".
  bulkUsers: (operation: BulkUserOperation, userIds: string[], reason: string) =>
    apiJson<{ operation: string; updated: number }>('POST', '/api/admin/users/bulk-operations', {
      operation,
      userIds,
      reason,
    }),
  revokeCredential: (credentialId: string) =>
    apiJson<AdminCredential>('POST', `/api/admin/api/credentials/${id(credentialId)}/revoke`, {
      reason: 'Revoked from the admin portal',
    }),
};
