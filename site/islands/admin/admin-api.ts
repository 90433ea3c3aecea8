import type { TierLevel } from '../../../domain/enums.ts';
import { apiJson, createQuery } from '../../lib/api/index.ts';
import { refreshQueries } from '../../lib/api/query.ts';
import type { ApiAnswer, ApiSchema } from '../../lib/api/schema.ts';

export { TIER_LEVELS } from '../../../domain/enums.ts';
export type { TierLevel };

/**
 * The portal's calls, as the page's shared stores and actions.
 * Shapes are the server's own, generated from its OpenAPI document.
 */
export type Institution = ApiSchema<'AdminInstitution'>;
export type InstitutionStatus = Institution['status'];
export type InstitutionDetail = ApiAnswer<'/api/admin/institutions/{id}'>;
export type PortalUser = ApiSchema<'PortalUser'>;
export type AdminStats = ApiAnswer<'/api/admin/stats'>;
export type CredentialList = ApiAnswer<'/api/admin/api/credentials'>;
export type AdminCredential = CredentialList['credentials'][number];
export type ApiUsageToday = ApiAnswer<'/api/admin/api/usage'>;
type InstitutionList = ApiAnswer<'/api/admin/institutions'>;
type UserList = ApiAnswer<'/api/admin/users'>;
type TransactionList = ApiAnswer<'/api/admin/transactions'>;
type BulkAnswer = ApiAnswer<'/api/admin/institutions/bulk-approve', 'post'>;
export type Readiness = ApiAnswer<'/api/readyz'>;
export type ProviderHealth = ApiAnswer<'/api/v1/payment-providers/health'>['data'][number];

/** Stats every 30 s; lists of 100 (institutions, users) and 50 (transactions). */
export const STATS_REFRESH_MS = 30_000;
export const LIST_LIMIT = 100;
export const TRANSACTION_LIMIT = 50;
export const RECENT_APPLICATIONS = 5;

export const $adminStats = createQuery<AdminStats>(['/api/admin/stats'], { refetchInterval: STATS_REFRESH_MS });
export const $credentials = createQuery<CredentialList>(['/api/admin/api/credentials']);
export const $apiUsage = createQuery<ApiUsageToday>(['/api/admin/api/usage']);
export const $providerHealth = createQuery<ApiAnswer<'/api/v1/payment-providers/health'>>([
  '/api/v1/payment-providers/health',
]);
/** The System Online badge and the health panel: readyz answers 503 (an error here) when degraded. */
export const $readiness = createQuery<Readiness>(['/api/readyz'], { refetchInterval: STATS_REFRESH_MS });
export const $recentApplications = createQuery<InstitutionList>([
  `/api/admin/institutions?status=all&limit=${RECENT_APPLICATIONS}`,
]);

function query(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** One list per filter set: the path is the cache key. */
export function institutionsQuery(q: string, status: string) {
  return createQuery<InstitutionList>([query('/api/admin/institutions', { q, status, limit: String(LIST_LIMIT) })]);
}

export function usersQuery(q: string, status: string) {
  return createQuery<UserList>([query('/api/admin/users', { q, status, limit: String(LIST_LIMIT) })]);
}

export function transactionsQuery(q: string) {
  return createQuery<TransactionList>([query('/api/admin/transactions', { q, limit: String(TRANSACTION_LIMIT) })]);
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
  refreshQueries((key) => key.startsWith('/api/admin/'));
}

export type BulkInstitutionOperation = 'approve' | 'reject';
export type BulkUserOperation = 'activate' | 'suspend';

export const portalActions = {
  // A bulk reject sends "Bulk rejection"; an approval needs no reason, so it says what it was.
  bulkInstitutions: (operation: BulkInstitutionOperation, institutionIds: string[]) =>
    apiJson<BulkAnswer>('POST', `/api/admin/institutions/bulk-${operation}`, {
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
  // A bulk suspend from the portal sends "Bulk suspension".
  bulkUsers: (operation: BulkUserOperation, userIds: string[], reason: string) =>
    apiJson<ApiAnswer<'/api/admin/users/bulk-operations', 'post'>>('POST', '/api/admin/users/bulk-operations', {
      operation,
      userIds,
      reason,
    }),
  revokeCredential: (credentialId: string) =>
    apiJson<AdminCredential>('POST', `/api/admin/api/credentials/${id(credentialId)}/revoke`, {
      reason: 'Revoked from the admin portal',
    }),
};
