import { defineMessages } from './define.ts';

/** What staff hear from the back office (issue 15); the account set-up link's messages too. */
export const ADMIN_MESSAGES = defineMessages({
  staffOnly: 'This sign-in is for platform staff only',
  cannotChangeOwnStatus: 'You cannot change your own account status',
  staffStatusAdminOnly: 'Only an administrator can change the status of a staff member',
  userNotFound: 'User not found',
  usersNotFound: 'No user found with id {id}',
  institutionsNotFound: 'No institution found with id {id}',
  operationRequired: 'Send the operation to run: activate or suspend',
  operationTwice: 'Send either operation or action, not both',
  contactFieldsRequired: 'Send at least one field to change',
  memberEmailUnknown: 'No user has this email address',
  notAMember: 'This user is not a member of this institution',
  documentMissing: 'Document not found',
  documentNotClean: 'This document has not passed the virus scan and cannot be downloaded',
  credentialNotFound: 'API credential not found',
  setupLinkInvalid: 'This set-up link is invalid or has already been used',
  setupLinkExpired: 'This set-up link has expired: ask an administrator for a new one',
  setupLinkNoEmail: 'This user has no email address to sign in with',
  auditDatesReversed: 'startDate must be on or before endDate',
});
