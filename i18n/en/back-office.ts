import { commonWords } from './common-words.ts';

/**
 * The tables both staff portals show (/admin and /admin-dashboard's users, /admin and
 * /payment-management's transactions): one set of column names, badges and row actions.
 */
export const backOffice = {
  'backOffice.never': commonWords['common.never'],
  'backOffice.selectRow': 'Select {name}',
  'backOffice.users.col.user': 'User',
  'backOffice.users.col.contact': 'Email and Phone',
  'backOffice.users.col.role': 'Role',
  'backOffice.users.col.status': commonWords['common.status'],
  'backOffice.users.col.lastLogin': 'Last Login',
  'backOffice.users.col.created': 'Created',
  'backOffice.users.col.actions': commonWords['common.actions'],
  'backOffice.users.active': 'Active',
  'backOffice.users.inactive': 'Inactive',
  'backOffice.users.verified': 'Verified',
  'backOffice.users.activateOne': 'Activate {name}',
  'backOffice.users.suspendOne': 'Suspend {name}',
  'backOffice.users.edit': 'Edit {name}',
  'backOffice.tx.col.reference': 'Reference',
  'backOffice.tx.col.customer': 'Customer',
  'backOffice.tx.col.amount': 'Amount',
  'backOffice.tx.col.type': commonWords['common.type'],
  'backOffice.tx.col.provider': 'Provider',
  'backOffice.tx.col.status': commonWords['common.status'],
  'backOffice.tx.col.date': 'Date',
  'backOffice.tx.col.actions': commonWords['common.actions'],
} as const;
