import { API_KEY_MESSAGES as M } from '../../../domain/messages/api-keys.ts';
import { fill } from '../../../domain/messages/define.ts';
import { AppError } from '../../errors.ts';
import type { ApiKeysRepository } from '../../repositories/api-keys-repository.ts';
import type { Store } from '../../repositories/store.ts';

/** Active keys one developer may hold, whichever screen made them. */
export const MAX_ACTIVE_KEYS_PER_DEVELOPER = 20;

/**
 * Runs `create` in one transaction once the developer holds fewer active keys than the cap.
 * One developer's concurrent creations are serialised so the cap cannot be overshot.
 */
export function createWithinKeyCap<T>(
  store: Store,
  userId: string,
  create: (keys: ApiKeysRepository) => Promise<T>,
): Promise<T> {
  return store.transaction(async (tx) => {
    const keys = tx.apiKeys;
    await keys.lockOwner(userId);
    if ((await keys.countActiveOfUser(userId)) >= MAX_ACTIVE_KEYS_PER_DEVELOPER) {
      throw new AppError('unprocessable', fill(M.tooManyKeys, { max: MAX_ACTIVE_KEYS_PER_DEVELOPER }));
    }
    return create(keys);
  });
}
