import { defineMessages } from './define.ts';

/** What the reports endpoints answer (issue 16, Reports). */
export const REPORT_MESSAGES = defineMessages({
  reportNotFound: 'Report not found',
  reportScheduleNotFound: 'Report schedule not found',
  reportNotReady: 'The report is not ready yet',
  reportFailed: 'The report could not be generated',
  reportLinkInvalid: 'This download link is not valid',
  reportLinkExpired: 'This download link has expired',
  reportPeriodRangeRequired: 'A custom period needs from and to',
  reportPeriodReversed: 'The period must not end before it starts',
  reportPeriodTooLong: 'A report covers at most {days} days',
  reportFileMissing: 'The report file is no longer available',
});
