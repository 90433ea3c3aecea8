/** graphile-worker task names of the reports (api/jobs/task-list.ts maps them to handlers). */
export const REPORT_JOBS = {
  render: 'render_report',
  enqueueDue: 'enqueue_due_reports',
  sweep: 'sweep_reports',
} as const;

/** Tries of one rendering before the report is marked failed. */
export const RENDER_MAX_ATTEMPTS = 3;
