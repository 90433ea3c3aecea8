import { defineMessages } from './define.ts';

/**
 * What applicants, staff and developers hear about institutions: document uploads,
 * registration, status lookup, membership and the monthly quota.
 */
export const INSTITUTION_MESSAGES = defineMessages({
  // Uploads (POST /api/v1/institutions/documents).
  uploadNotMultipart: 'Send the document as multipart/form-data',
  uploadMalformed: 'The multipart body is malformed',
  uploadTooManyParts: 'Send the documentType field first, then one file, and nothing else',
  documentTypeRequired: 'documentType is required before the file',
  documentTypeUnknown: 'documentType must be one of {allowed}',
  documentFileRequired: 'No file was sent: add it as the "file" part',
  documentNameRequired: 'The file has no name',
  documentEmpty: 'The file is empty',
  documentFormatNotAccepted: '{document} accepts {formats} files only',
  documentDeclaredTypeMismatch: 'The file is declared as {declared}, which does not match its .{extension} name',
  documentContentMismatch: 'The file’s content is not a .{extension} file',
  documentTooLarge: '{document} must be at most {limit}',
  // Registration (POST /api/v1/institutions/register).
  institutionNameRequired: 'Institution name is required',
  registrationNumberRequired: 'Registration number is required',
  websiteRequired: 'Website is required',
  websiteInvalid: 'Website must be a web address such as https://example.cm',
  headquartersRequired: 'Headquarters is required',
  contactEmailRequired: 'Contact email is required',
  contactEmailInvalid: 'Contact email must be a valid email address',
  contactPhoneRequired: 'Contact phone is required',
  contactPhoneInvalid:
    'Phone must be 237 followed by 9 digits, or a number of another CEMAC country starting with its country code',
  addressRequired: 'Address is required',
  countryInvalid: 'Country must be a CEMAC country: {allowed}',
  legalRepresentativeRequired: 'Legal representative is required',
  legalRepresentativeTitleRequired: 'Legal representative title is required',
  regulatoryLicenseRequired: 'Regulatory license is required',
  establishedYearRange: 'Established year must be between {min} and {max}',
  listTooLong: '{field} may list at most {limit} items of {length} characters',
  complianceRequired: '{confirmation} must be confirmed',
  riskOfficerRequired: 'Risk officer is required',
  amlRiskLevelRequired: 'AML risk level is required: low, medium or high',
  documentRequired: '{document} is required',
  documentNotFound: '{document} was not found: upload it again',
  documentWrongType: 'The file sent as {document} was uploaded as another document',
  documentAlreadyUsed: '{document} was already submitted with another registration: upload it again',
  documentInfected: '{document} did not pass the virus scan: upload another file',
  documentScanPending: '{document} is still being scanned: submit again in a moment',
  documentScanFailed: '{document} could not be scanned: upload it again',
  registrationNumberTaken: 'An institution with registration number {registrationNumber} is already registered',
  // Status lookup, membership, quota.
  institutionNotFound: 'No institution found with code "{code}"',
  institutionMissing: 'Institution not found',
  userMissing: 'User not found',
  alreadyMemberElsewhere: 'This user already belongs to another institution',
  // A member's own view of their institution (/institution).
  notInstitutionMember:
    'Your account is not a member of an institution: only an approved institution’s members can open its view',
  institutionViewNotApproved: 'Your institution’s view opens once its application is approved',
  quotaExhausted: 'Your institution’s monthly API quota of {limit} calls is used; calls resume on {renewsOn}',
});
