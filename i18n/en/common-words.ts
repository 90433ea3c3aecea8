/**
 * Words many screens use alike (buttons, column and status names), said once: other keys
 * with the same text in both languages point here, so a change reaches every screen.
 */
export const commonWords = {
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.next': 'Next',
  'common.previous': 'Previous',
  'common.refresh': 'Refresh',
  'common.never': 'Never',
  'common.retry': 'Try again',
  'common.copy': 'Copy',
  'common.saving': 'Saving...',
  'common.status': 'Status',
  'common.actions': 'Actions',
  'common.type': 'Type',
  'common.status.pending': 'Pending',
} as const;
