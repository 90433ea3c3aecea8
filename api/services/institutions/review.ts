import type { Knex } from 'knex';
import type { Static } from 'typebox';
import { isEmailFormat, normalizeEmail } from '../../../domain/contact.ts';
import { INSTITUTION_TYPES, type TierLevel } from '../../../domain/enums.ts';
import { ADMIN_MESSAGES as A } from '../../../domain/messages/admin.ts';
import { fill } from '../../../domain/messages/define.ts';
import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import { createInstitutionDocumentsRepository } from '../../repositories/institution-documents-repository.ts';
import {
  type ContactChanges,
  createInstitutionReviewsRepository,
  type InstitutionStatusFilter,
  type ReviewedInstitution,
} from '../../repositories/institution-reviews-repository.ts';
import type { MemberRole } from '../../repositories/institutions-repository.ts';
import { createUsersRepository } from '../../repositories/users-repository.ts';
import type {
  AdminInstitutionDetailSchema,
  AdminInstitutionSchema,
  AdminInstitutionStatsSchema,
} from '../../schemas/admin-institutions.ts';
import { iso } from '../admin/iso.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { institutionPhone } from './contact-phone.ts';
import type { DocumentStorage } from './document-storage.ts';
import { emitInstitutionUpdated } from './institution-events.ts';
import { linkMember } from './membership.ts';
import { website } from './registration-input.ts';
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
  db: Knex,
  filters: { q?: string | undefined; status: InstitutionStatusFilter; limit: number },
): Promise<{ institutions: InstitutionView[]; total: number }> {
  const { rows, total } = await createInstitutionReviewsRepository(db).list(filters);
  return { institutions: rows.map(toInstitutionView), total };
}

export async function reviewStats(db: Knex): Promise<Static<typeof AdminInstitutionStatsSchema>> {
  const groups = await createInstitutionReviewsRepository(db).stats();
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

export async function applicationOf(db: Knex, institutionId: string): Promise<ApplicationView> {
  const reviews = createInstitutionReviewsRepository(db);
  const application = await reviews.findApplication(institutionId);
  if (!application) throw missing();
  const [documents, members] = await Promise.all([
    createInstitutionDocumentsRepository(db).listOfInstitution(institutionId),
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
  db: Knex,
  actor: AuditActor,
  input: { operation: 'approve' | 'reject'; institutionIds: string[]; reason: string },
): Promise<{ operation: 'approve' | 'reject'; updated: number; institutions: InstitutionView[] }> {
  return db.transaction(async (trx) => {
    const reviews = createInstitutionReviewsRepository(trx);
    const found = new Set(await reviews.lockMany(input.institutionIds));
    const unknown = input.institutionIds.find((id) => !found.has(id));
    if (unknown) throw new AppError('not_found', fill(A.institutionsNotFound, { id: unknown }));
    if (input.operation === 'approve') await reviews.approve(input.institutionIds);
    else await reviews.reject(input.institutionIds, input.reason);
    await emitInstitutionUpdated(
      trx,
      input.institutionIds,
      input.operation === 'approve' ? 'approved' : 'rejected',
      input.reason,
    );
    for (const id of input.institutionIds) {
      await recordAudit(trx, actor, {
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

async function changed(trx: Knex.Transaction, institutionId: string): Promise<InstitutionView> {
  const institution = await createInstitutionReviewsRepository(trx).findOne(institutionId);
  if (!institution) throw missing();
  return toInstitutionView(institution);
}

export async function changeTierAudited(
  db: Knex,
  actor: AuditActor,
  institutionId: string,
  tierLevel: TierLevel,
): Promise<InstitutionView> {
  return db.transaction(async (trx) => {
    const before = await createInstitutionReviewsRepository(trx).findOne(institutionId);
    if (!before) throw missing();
    const { quota } = await changeTier(trx, institutionId, tierLevel);
    await emitInstitutionUpdated(trx, [institutionId], 'tier_changed');
    await recordAudit(trx, actor, {
      action: 'tier_change',
      resource: 'institution',
      resourceId: institutionId,
      details: { from: before.tierLevel, to: tierLevel, apiQuotaLimit: quota },
    });
    return changed(trx, institutionId);
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
      const site = website(value);
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
  db: Knex,
  actor: AuditActor,
  institutionId: string,
  input: ContactChanges,
): Promise<InstitutionView> {
  const changes = checkContacts(input);
  return db.transaction(async (trx) => {
    const reviews = createInstitutionReviewsRepository(trx);
    if ((await reviews.lockMany([institutionId])).length === 0) throw missing();
    await reviews.updateContacts(institutionId, changes);
    await recordAudit(trx, actor, {
      action: 'update',
      resource: 'institution',
      resourceId: institutionId,
      details: { fields: Object.keys(changes) },
    });
    return changed(trx, institutionId);
  });
}

export async function suspendInstitution(
  db: Knex,
  actor: AuditActor,
  institutionId: string,
  reason: string,
): Promise<InstitutionView> {
  return db.transaction(async (trx) => {
    const reviews = createInstitutionReviewsRepository(trx);
    if ((await reviews.lockMany([institutionId])).length === 0) throw missing();
    await reviews.suspend(institutionId);
    await emitInstitutionUpdated(trx, [institutionId], 'suspended', reason);
    await recordAudit(trx, actor, {
      action: 'suspend',
      resource: 'institution',
      resourceId: institutionId,
      details: { reason },
    });
    return changed(trx, institutionId);
  });
}

export async function addMemberByEmail(
  db: Knex,
  actor: AuditActor,
  institutionId: string,
  input: { email: string; role?: MemberRole | undefined },
) {
  return db.transaction(async (trx) => {
    const reviews = createInstitutionReviewsRepository(trx);
    if ((await reviews.lockMany([institutionId])).length === 0) throw missing();
    const user = await createUsersRepository(trx).findByContact({ kind: 'email', email: normalizeEmail(input.email) });
    if (!user) {
      throw new AppError('not_found', A.memberEmailUnknown, { details: [detail('email', A.memberEmailUnknown)] });
    }
    const link = await linkMember(trx, { institutionId, userId: user.id, ...(input.role ? { role: input.role } : {}) });
    await recordAudit(trx, actor, {
      action: 'member_add',
      resource: 'institution',
      resourceId: institutionId,
      details: { userId: user.id, role: link.role },
    });
    return { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: link.role };
  });
}

export async function removeMember(db: Knex, actor: AuditActor, institutionId: string, userId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const reviews = createInstitutionReviewsRepository(trx);
    if ((await reviews.lockMany([institutionId])).length === 0) throw missing();
    if (!(await reviews.removeMember(institutionId, userId))) throw new AppError('not_found', A.notAMember);
    await recordAudit(trx, actor, {
      action: 'member_remove',
      resource: 'institution',
      resourceId: institutionId,
      details: { userId },
    });
  });
}

/** A document of the institution's application, for staff to download once it scanned clean. */
export async function documentForDownload(
  db: Knex,
  storage: DocumentStorage,
  institutionId: string,
  documentId: string,
) {
  const document = await createInstitutionDocumentsRepository(db).findById(documentId);
  if (!document || document.institutionId !== institutionId) throw new AppError('not_found', A.documentMissing);
  if (document.scanStatus !== 'clean') throw new AppError('conflict', A.documentNotClean);
  const bytes = await storage.get(document.sha256);
  if (!bytes) throw new AppError('not_found', A.documentMissing);
  return { document, bytes };
}
