import type { Static } from 'typebox';
import { isEmailFormat, normalizeEmail } from '../../../domain/contact.ts';
import { INSTITUTION_TYPES, type TierLevel } from '../../../domain/enums.ts';
import { institutionPhone, websiteAddress } from '../../../domain/institution-contact.ts';
import { ADMIN_MESSAGES as A } from '../../../domain/messages/admin.ts';
import { fill } from '../../../domain/messages/define.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type {
  ContactChanges,
  InstitutionStatusFilter,
  ReviewedInstitution,
} from '../../repositories/institution-reviews-repository.ts';
import type { MemberRole } from '../../repositories/institutions-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type {
  AdminInstitutionDetailSchema,
  AdminInstitutionSchema,
  AdminInstitutionStatsSchema,
} from '../../schemas/admin-institutions.ts';
import { iso } from '../admin/iso.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { downloadableBytes } from './document-download.ts';
import type { DocumentStorage } from './document-storage.ts';
import { emitInstitutionUpdated } from './institution-events.ts';
import { linkMember } from './membership.ts';
import { changeTier } from './tiers.ts';

export type InstitutionView = Static<typeof AdminInstitutionSchema>;
type ApplicationView = Static<typeof AdminInstitutionDetailSchema>;

/**
 * Staff review of institutions (the back office, issue 15): the list and its figures, the
 * application with its documents and members, and every change (approve, reject, tier,
 * contacts, suspend, members), each audited in the transaction that makes it.
 */
export function toInstitutionView(institution: ReviewedInstitution): InstitutionView {
  return { ...institution, submittedAt: iso(institution.submittedAt), approvedAt: iso(institution.approvedAt) };
}

export async function listForReview(
  store: Store,
  filters: {
    q?: string | undefined;
    status: InstitutionStatusFilter;
    submittedFrom?: string | undefined;
    submittedTo?: string | undefined;
    limit: number;
  },
): Promise<{ institutions: InstitutionView[]; total: number }> {
  const { rows, total } = await store.institutionReviews.list(filters);
  return { institutions: rows.map(toInstitutionView), total };
}

export async function reviewStats(store: Store): Promise<Static<typeof AdminInstitutionStatsSchema>> {
  const groups = await store.institutionReviews.stats();
  const sum = (keep: (group: (typeof groups)[number]) => boolean) =>
    groups.filter(keep).reduce((total, group) => total + group.count, 0);
  return {
    total: sum(() => true),
    pending: sum((group) => group.status === 'pending'),
    active: sum((group) => group.status === 'active'),
    suspended: sum((group) => group.status === 'suspended'),
    rejected: sum((group) => group.status === 'rejected'),
    byType: Object.fromEntries(INSTITUTION_TYPES.map((type) => [type, sum((group) => group.type === type)])) as Static<
      typeof AdminInstitutionStatsSchema
    >['byType'],
  };
}

const missing = () => new AppError('not_found', M.institutionMissing);

export async function applicationOf(store: Store, institutionId: string): Promise<ApplicationView> {
  const reviews = store.institutionReviews;
  const application = await reviews.findApplication(institutionId);
  if (!application) throw missing();
  const [documents, members] = await Promise.all([
    store.institutionDocuments.listOfInstitution(institutionId),
    reviews.members(institutionId),
  ]);
  return {
    institution: { ...application, submittedAt: iso(application.submittedAt), approvedAt: iso(application.approvedAt) },
    documents: documents.map((document) => ({
      id: document.id,
      documentType: document.documentType,
      originalName: document.name,
      mediaType: document.mediaType,
      sizeBytes: document.size,
      scanStatus: document.scanStatus,
      createdAt: iso(document.uploadedAt),
    })),
    members,
  };
}

/** Approves or rejects up to 100 institutions at once: all of them or none (an unknown id is a 404). */
export async function bulkReview(
  store: Store,
  actor: AuditActor,
  input: { operation: 'approve' | 'reject'; institutionIds: string[]; reason: string },
): Promise<{ operation: 'approve' | 'reject'; updated: number; institutions: InstitutionView[] }> {
  return store.transaction(async (tx) => {
    const reviews = tx.institutionReviews;
    const found = new Set(await reviews.lockMany(input.institutionIds));
    const unknown = input.institutionIds.find((id) => !found.has(id));
    if (unknown) throw new AppError('not_found', fill(A.institutionsNotFound, { id: unknown }));
    if (input.operation === 'approve') await reviews.approve(input.institutionIds);
    else await reviews.reject(input.institutionIds, input.reason);
    await emitInstitutionUpdated(
      tx,
      input.institutionIds,
      input.operation === 'approve' ? 'approved' : 'rejected',
      input.reason,
    );
    for (const id of input.institutionIds) {
      await recordAudit(tx, actor, {
        action: input.operation,
        resource: 'institution',
        resourceId: id,
        details: { reason: input.reason },
      });
    }
    const institutions = await reviews.findMany(input.institutionIds);
    return {
      operation: input.operation,
      updated: institutions.length,
      institutions: institutions.map(toInstitutionView),
    };
  });
}

async function changed(tx: Store, institutionId: string): Promise<InstitutionView> {
  const institution = await tx.institutionReviews.findOne(institutionId);
  if (!institution) throw missing();
  return toInstitutionView(institution);
}

export async function changeTierAudited(
  store: Store,
  actor: AuditActor,
  institutionId: string,
  tierLevel: TierLevel,
): Promise<InstitutionView> {
  return store.transaction(async (tx) => {
    const before = await tx.institutionReviews.findOne(institutionId);
    if (!before) throw missing();
    const { quota } = await changeTier(tx, institutionId, tierLevel);
    await emitInstitutionUpdated(tx, [institutionId], 'tier_changed');
    await recordAudit(tx, actor, {
      action: 'tier_change',
      resource: 'institution',
      resourceId: institutionId,
      details: { from: before.tierLevel, to: tierLevel, apiQuotaLimit: quota },
    });
    return changed(tx, institutionId);
  });
}

/** Contacts as registration checks them: e-mail, a CEMAC phone, a web address; text trimmed. */
function checkContacts(input: ContactChanges): ContactChanges {
  const details = [];
  const out: ContactChanges = {};
  for (const [key, raw] of Object.entries(input) as [keyof ContactChanges, string | undefined][]) {
    if (raw === undefined) continue;
    const value = raw.trim();
    if (key === 'contactEmail') {
      const email = normalizeEmail(value);
      if (isEmailFormat(email)) out.contactEmail = email;
      else details.push(detail(key, M.contactEmailInvalid));
    } else if (key === 'contactPhone') {
      const phone = institutionPhone(value);
      if (phone) out.contactPhone = phone;
      else details.push(detail(key, M.contactPhoneInvalid));
    } else if (key === 'website') {
      const site = websiteAddress(value);
      if (site) out.website = site;
      else details.push(detail(key, M.websiteInvalid));
    } else if (value) out[key] = value;
    else details.push(detail(key, A.contactFieldsRequired));
  }
  if (details.length > 0) throw validationError(details);
  if (Object.keys(out).length === 0) throw validationError([detail('contactEmail', A.contactFieldsRequired)]);
  return out;
}

export async function updateContacts(
  store: Store,
  actor: AuditActor,
  institutionId: string,
  input: ContactChanges,
): Promise<InstitutionView> {
  const changes = checkContacts(input);
  return store.transaction(async (tx) => {
    const reviews = tx.institutionReviews;
    if ((await reviews.lockMany([institutionId])).length === 0) throw missing();
    await reviews.updateContacts(institutionId, changes);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'institution',
      resourceId: institutionId,
      details: { fields: Object.keys(changes) },
    });
    return changed(tx, institutionId);
  });
}

export async function suspendInstitution(
  store: Store,
  actor: AuditActor,
  institutionId: string,
  reason: string,
): Promise<InstitutionView> {
  return store.transaction(async (tx) => {
    const reviews = tx.institutionReviews;
    if ((await reviews.lockMany([institutionId])).length === 0) throw missing();
    await reviews.suspend(institutionId);
    await emitInstitutionUpdated(tx, [institutionId], 'suspended', reason);
    await recordAudit(tx, actor, {
      action: 'suspend',
      resource: 'institution',
      resourceId: institutionId,
      details: { reason },
    });
    return changed(tx, institutionId);
  });
}

export async function addMemberByEmail(
  store: Store,
  actor: AuditActor,
  institutionId: string,
  input: { email: string; role?: MemberRole | undefined },
) {
  return store.transaction(async (tx) => {
    const reviews = tx.institutionReviews;
    if ((await reviews.lockMany([institutionId])).length === 0) throw missing();
    const user = await tx.users.findByContact({ kind: 'email', email: normalizeEmail(input.email) });
    if (!user) {
      throw new AppError('not_found', A.memberEmailUnknown, { details: [detail('email', A.memberEmailUnknown)] });
    }
    const link = await linkMember(tx, { institutionId, userId: user.id, ...(input.role ? { role: input.role } : {}) });
    await recordAudit(tx, actor, {
      action: 'member_add',
      resource: 'institution',
      resourceId: institutionId,
      details: { userId: user.id, role: link.role },
    });
    return { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: link.role };
  });
}

export async function removeMember(
  store: Store,
  actor: AuditActor,
  institutionId: string,
  userId: string,
): Promise<void> {
  await store.transaction(async (tx) => {
    const reviews = tx.institutionReviews;
    if ((await reviews.lockMany([institutionId])).length === 0) throw missing();
    if (!(await reviews.removeMember(institutionId, userId))) throw new AppError('not_found', A.notAMember);
    await recordAudit(tx, actor, {
      action: 'member_remove',
      resource: 'institution',
      resourceId: institutionId,
      details: { userId },
    });
  });
}

/** A document of the institution's application, for staff to download once it scanned clean. */
export async function documentForDownload(
  store: Store,
  storage: DocumentStorage,
  institutionId: string,
  documentId: string,
) {
  const document = await store.institutionDocuments.findById(documentId);
  if (!document || document.institutionId !== institutionId) throw new AppError('not_found', A.documentMissing);
  return { document, bytes: await downloadableBytes(storage, document) };
}
