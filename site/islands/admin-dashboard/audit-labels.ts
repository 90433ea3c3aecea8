import { AUDIT_ACTIONS, AUDIT_RESOURCES } from './audit-vocabulary.ts';
import type { AdT } from './messages.ts';

/** An action or resource in the reader's words; a word this build does not know is shown as sent. */
export function actionLabel(action: string, t: AdT): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action)
    ? t(`ad.action.${action as (typeof AUDIT_ACTIONS)[number]}`)
    : action;
}

export function resourceLabel(resource: string, t: AdT): string {
  return (AUDIT_RESOURCES as readonly string[]).includes(resource)
    ? t(`ad.resource.${resource as (typeof AUDIT_RESOURCES)[number]}`)
    : resource;
}
