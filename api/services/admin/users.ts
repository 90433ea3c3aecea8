import type { Static } from 'typebox';
import type { Role } from '../../../domain/enums.ts';
import { ADMIN_MESSAGES as M } from '../../../domain/messages/admin.ts';
import { fill } from '../../../domain/messages/define.ts';
import { IDENTITY_MESSAGES as IM } from '../../../domain/messages/identity.ts';
import { AppError, detail, type ErrorDetail, validationError } from '../../errors.ts';
import type { Store } from '../../repositories/store.ts';
import type { ManagedUser, UserFields } from '../../repositories/user-admin-repository.ts';
import type {
  DashboardUserSchema,
  PortalUserSchema,
  USER_STATUS_FILTERS,
  UserInputSchema,
  UserStatsSchema,
} from '../../schemas/admin-users.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { checkEmail, checkPhone } from '../identity/registration-rules.ts';
import { issueSetupLink, type SetupLink } from './account-setup.ts';
import { iso } from './iso.ts';
import { assertMayChangeUserStatus } from './user-status-access.ts';

export type PortalUser = Static<typeof PortalUserSchema>;
export type DashboardUser = Static<typeof DashboardUserSchema>;
export type UserInput = Static<typeof UserInputSchema>;
/** The caller acting: who they are (for the row rule) and where from (for the audit). */
export type StaffActor = AuditActor & { userId: string; role: Role };

export function toPortalUser({ lastLoginAt, createdAt, ...user }: ManagedUser): PortalUser {
  return { ...user, lastLogin: iso(lastLoginAt), createdAt: iso(createdAt) };
}

export function toDashboardUser(user: ManagedUser): DashboardUser {
  return { ...user, lastLoginAt: iso(user.lastLoginAt), createdAt: iso(user.createdAt) };
}

export async function listPortalUsers(
  store: Store,
  filters: { q?: string | undefined; status: (typeof USER_STATUS_FILTERS)[number]; limit: number },
) {
  const { rows, total } = await store.userAdmin.list(filters);
  return { users: rows.map(toPortalUser), total };
}

export async function searchDashboardUsers(
  store: Store,
  filters: {
    search?: string | undefined;
    role?: Role | undefined;
    status?: 'active' | 'inactive' | undefined;
    limit: number;
  },
) {
  const { rows, total } = await store.userAdmin.list({
    q: filters.search,
    role: filters.role,
    status: filters.status,
    limit: filters.limit,
  });
  return { data: { users: rows.map(toDashboardUser), total } };
}

export async function userStats(store: Store): Promise<Static<typeof UserStatsSchema>> {
  const stats = await store.userAdmin.stats();
  return {
    totalUsers: stats.total,
    activeUsers: stats.active,
    inactiveUsers: stats.total - stats.active,
    verifiedUsers: stats.verified,
    newUsersToday: stats.today,
    byRole: stats.byRole,
  };
}

/**
 * Suspending ends every session of the user in the same transaction; their API keys are
 * refused from the next call on (the key lookup requires an active owner; the caller evicts
 * this process's cached credentials once the transaction committed).
 */
async function applyStatus(tx: Store, userIds: readonly string[], isActive: boolean): Promise<void> {
  await tx.userAdmin.setActive(userIds, isActive);
  if (!isActive) {
    const users = tx.users;
    for (const id of userIds) await users.revokeUserSessions(id);
  }
}

/** Activates or suspends up to 100 users at once: all of them or none. */
export async function bulkUserStatus(
  store: Store,
  actor: StaffActor,
  input: { operation: 'activate' | 'suspend'; userIds: string[]; reason: string },
): Promise<{ operation: 'activate' | 'suspend'; updated: number; users: PortalUser[] }> {
  return store.transaction(async (tx) => {
    const repository = tx.userAdmin;
    const targets = await repository.lockMany(input.userIds);
    const found = new Set(targets.map((target) => target.id));
    const unknown = input.userIds.find((id) => !found.has(id));
    if (unknown) throw new AppError('not_found', fill(M.usersNotFound, { id: unknown }));
    for (const target of targets) {
      assertMayChangeUserStatus({ actor: { id: actor.userId, role: actor.role }, target });
    }
    await applyStatus(tx, input.userIds, input.operation === 'activate');
    for (const id of input.userIds) {
      await recordAudit(tx, actor, {
        action: input.operation,
        resource: 'user',
        resourceId: id,
        details: { reason: input.reason },
      });
    }
    const users = await repository.findMany(input.userIds);
    return { operation: input.operation, updated: users.length, users: users.map(toPortalUser) };
  });
}

/** The create/edit dialog's fields as registration checks them; a taken e-mail or phone is a 409 on that field. */
async function checkUserInput(store: Store, input: UserInput, exceptId: string | null): Promise<UserFields> {
  const details: ErrorDetail[] = [];
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName) details.push(detail('firstName', IM.firstNameRequired));
  if (!lastName) details.push(detail('lastName', IM.lastNameRequired));
  const email = checkEmail(input.email, details);
  const phone = input.phone?.trim() ? checkPhone(input.phone, details) : null;
  if (details.length > 0 || !email || email.kind !== 'email') throw validationError(details);
  const fields = {
    firstName,
    lastName,
    email: email.email,
    phone: phone?.kind === 'phone' ? phone.phone : null,
    role: input.role,
    isActive: input.isActive,
  };
  const taken = await store.userAdmin.contactTakenByOther(fields, exceptId);
  if (taken.email) throw new AppError('conflict', IM.emailTaken, { details: [detail('email', IM.emailTaken)] });
  if (taken.phone) throw new AppError('conflict', IM.phoneTaken, { details: [detail('phone', IM.phoneTaken)] });
  return fields;
}

/**
 * A user made by an admin, with a one-time set-up link (24 h) where they choose their own
 * password and PIN: until then the account has a password hash nothing can match.
 */
export async function createUserWithSetupLink(
  store: Store,
  actor: StaffActor,
  input: UserInput,
): Promise<{ user: DashboardUser; setupLink: SetupLink }> {
  return store.transaction(async (tx) => {
    const fields = await checkUserInput(tx, input, null);
    const user = await tx.userAdmin.create(fields, UNUSABLE_PASSWORD_HASH);
    const setupLink = await issueSetupLink(tx, user.id, actor.userId);
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'user',
      resourceId: user.id,
      details: { role: user.role, email: user.email, isActive: user.isActive },
    });
    return { user: toDashboardUser(user), setupLink };
  });
}

/** Not an argon2 hash, so `verifySecret` never accepts any password for it (sign-in says "Invalid credentials"). */
export const UNUSABLE_PASSWORD_HASH = '!account-setup-pending';

export async function updateUser(
  store: Store,
  actor: StaffActor,
  userId: string,
  input: UserInput,
): Promise<{ user: DashboardUser }> {
  return store.transaction(async (tx) => {
    const [before] = await tx.userAdmin.lockMany([userId]);
    if (!before) throw new AppError('not_found', M.userNotFound);
    if (before.isActive !== input.isActive) {
      assertMayChangeUserStatus({ actor: { id: actor.userId, role: actor.role }, target: before });
    }
    if (before.role !== input.role && before.id === actor.userId) {
      throw new AppError('unprocessable', M.cannotChangeOwnStatus);
    }
    // A phone left out keeps the one on file; null or blank removes it.
    const fields = await checkUserInput(
      tx,
      input.phone === undefined ? { ...input, phone: before.phone } : input,
      userId,
    );
    const user = await tx.userAdmin.update(userId, fields);
    if (!user) throw new AppError('not_found', M.userNotFound);
    if (!fields.isActive) await applyStatus(tx, [userId], false);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'user',
      resourceId: userId,
      details: {
        fields: (Object.keys(fields) as (keyof UserFields)[]).filter((key) => fields[key] !== before[key]),
      },
    });
    return { user: toDashboardUser(user) };
  });
}

export async function renewSetupLink(
  store: Store,
  actor: StaffActor,
  userId: string,
): Promise<{ setupLink: SetupLink }> {
  return store.transaction(async (tx) => {
    const [user] = await tx.userAdmin.lockMany([userId]);
    if (!user) throw new AppError('not_found', M.userNotFound);
    if (!user.email) throw new AppError('unprocessable', M.setupLinkNoEmail);
    const setupLink = await issueSetupLink(tx, userId, actor.userId);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'user',
      resourceId: userId,
      details: { setupLink: 'issued' },
    });
    return { setupLink };
  });
}
