import type { Role } from '../../../domain/enums.ts';
import { WEBHOOK_OWNER_ROLES } from '../../../domain/roles.ts';

/**
 * Whether the screen offers webhooks (the tab, its tile, New Webhook): the server's own role
 * set, read only to decide what to show. Auditors change nothing, so they keep no endpoints;
 * the server answers their webhook calls 403, which the screen would show as "could not load".
 */
export function canKeepWebhooks(role: Role): boolean {
  return (WEBHOOK_OWNER_ROLES as readonly Role[]).includes(role);
}
