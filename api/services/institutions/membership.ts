import { INSTITUTION_MESSAGES as M } from '../../../domain/messages/institutions.ts';
import { AppError } from '../../errors.ts';
import type { MemberRole } from '../../repositories/institutions-repository.ts';
import type { Store } from '../../repositories/store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff link a user to an institution (the back office's screen calls this; the route comes
 * with it, behind the staff roles). A user belongs to one institution at most, whose monthly
 * quota their keys count against: linking someone who belongs elsewhere is a 409, linking a
 * member again changes nothing.
 */
export async function linkMember(
  store: Store,
  link: { institutionId: string; userId: string; role?: MemberRole },
): Promise<{ institutionId: string; userId: string; role: MemberRole }> {
  return store.transaction(async (tx) => {
    const institutions = tx.institutions;
    if (!UUID.test(link.institutionId) || !(await institutions.exists(link.institutionId)))
      throw new AppError('not_found', M.institutionMissing);
    if (!(await tx.users.exists(link.userId))) throw new AppError('not_found', M.userMissing);
    const role = link.role ?? 'member';
    if (await institutions.addMember(link.institutionId, link.userId, role)) {
      return { institutionId: link.institutionId, userId: link.userId, role };
    }
    const current = await institutions.membershipOf(link.userId);
    if (current?.institutionId !== link.institutionId) throw new AppError('conflict', M.alreadyMemberElsewhere);
    return { institutionId: link.institutionId, userId: link.userId, role: current.role };
  });
}
