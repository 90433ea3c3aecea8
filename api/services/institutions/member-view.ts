import type { Readable } from 'node:stream';
import type { Static } from 'typebox';
import { ADMIN_MESSAGES as A } from '../../../domain/messages/admin.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError } from '../../errors.ts';
import type { InstitutionApiKey } from '../../repositories/api-keys-repository.ts';
import type { InstitutionDocument } from '../../repositories/institution-documents-repository.ts';
import type { MemberRole } from '../../repositories/institutions-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { INSTITUTION_KEY_STATES, MemberInstitutionViewSchema } from '../../schemas/institution-view.ts';
import { iso } from '../admin/iso.ts';
import { downloadableBytes, isDownloadable } from './document-download.ts';
import type { DocumentStorage } from './document-storage.ts';

export type MemberInstitutionView = Static<typeof MemberInstitutionViewSchema>;

/**
 * The institution the signed-in user may look into: the one they are a member of, once it is
 * approved (a suspended one still shows: its members need to see why their keys stopped).
 * No membership is a 403; so is a membership of an institution still under review or refused.
 * There is no institution id in the request: a member can only ever reach their own.
 */
async function memberInstitutionOf(store: Store, userId: string): Promise<{ institutionId: string; role: MemberRole }> {
  const membership = await store.institutions.membershipOf(userId);
  if (!membership) throw new AppError('forbidden', M.notInstitutionMember);
  const status = await store.institutions.findStatusById(membership.institutionId);
  if (!status?.isApproved) throw new AppError('forbidden', M.institutionViewNotApproved);
  return membership;
}

function keyState(key: InstitutionApiKey): (typeof INSTITUTION_KEY_STATES)[number] {
  if (!key.isActive) return 'inactive';
  if (key.expired) return 'expired';
  return key.expiresAt ? 'expiring' : 'active';
}

function toDocumentView(document: InstitutionDocument): MemberInstitutionView['documents'][number] {
  return {
    id: document.id,
    documentType: document.documentType,
    name: document.name,
    mediaType: document.mediaType,
    sizeBytes: document.size,
    scanStatus: document.scanStatus,
    uploadedAt: iso(document.uploadedAt),
    downloadable: isDownloadable(document.scanStatus),
  };
}

/** GET /api/v1/institutions/mine: the member's institution, its members, keys, quota use and documents. */
export async function memberInstitutionView(store: Store, userId: string): Promise<MemberInstitutionView> {
  const { institutionId, role } = await memberInstitutionOf(store, userId);
  const [status, members, apiKeys, documents] = await Promise.all([
    store.institutions.findStatusById(institutionId),
    store.institutionReviews.members(institutionId),
    store.apiKeys.listOfInstitution(institutionId),
    store.institutionDocuments.listOfInstitution(institutionId),
  ]);
  if (!status) throw new AppError('not_found', M.institutionMissing);
  return {
    institution: {
      institutionName: status.institutionName,
      institutionCode: status.institutionCode,
      institutionType: status.institutionType,
      tierLevel: status.tierLevel,
      approvedAt: iso(status.approvedAt),
      isActive: status.isActive,
      currentApiUsage: status.currentApiUsage,
      apiQuotaLimit: status.apiQuotaLimit,
    },
    role,
    // Names, e-mail and role only: user ids stay with staff.
    members: members.map(({ firstName, lastName, email, role: memberRole }) => ({
      firstName,
      lastName,
      email,
      role: memberRole,
    })),
    apiKeys: apiKeys.map((key) => ({
      id: key.id,
      name: key.name,
      keyPrefix: key.keyPrefix,
      environment: key.environment,
      state: keyState(key),
      expiresAt: iso(key.expiresAt),
      lastUsedAt: iso(key.lastUsedAt),
      createdAt: iso(key.createdAt),
      ownerName: key.ownerName,
    })),
    documents: documents.map(toDocumentView),
  };
}

/**
 * GET /api/v1/institutions/mine/documents/{documentId}: a document of the member's own
 * institution's application. Another institution's document is as good as missing (404).
 */
export async function memberDocumentDownload(
  store: Store,
  storage: DocumentStorage,
  userId: string,
  documentId: string,
): Promise<{ document: InstitutionDocument; bytes: Readable }> {
  const { institutionId } = await memberInstitutionOf(store, userId);
  const document = await store.institutionDocuments.findById(documentId);
  if (!document || document.institutionId !== institutionId) throw new AppError('not_found', A.documentMissing);
  return { document, bytes: await downloadableBytes(storage, document) };
}
