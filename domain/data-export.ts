/**
 * Export Data (issue 16, then issue 30 item 4): what the back office may download and in which
 * file formats. Shared by the API's export routes and the dashboard's Export Data dialog so the
 * choices offered are the ones the server accepts.
 */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The four lists Export Data offers; `audit_log` is for the audit log's readers only. */
export const EXPORT_KINDS = ['users', 'institutions', 'transactions', 'audit_log'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
