import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type LinkKey, resolveLinkKey } from '../services/reports/download-links.ts';
import { localReportFiles, type ReportFiles } from '../services/reports/report-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Generated report files (DATA_DIR/reports) and the key signing their download links. */
    reports: { files: ReportFiles; linkKey: LinkKey };
  }
}

/** Where a process keeps generated reports: the API and `npm run worker` must agree. */
export function reportsDirectory(config: { DATA_DIR: string }): string {
  return path.join(config.DATA_DIR, 'reports');
}

async function reports(app: FastifyInstance) {
  app.decorate('reports', {
    files: localReportFiles(reportsDirectory(app.config)),
    linkKey: await resolveLinkKey(app.config),
  });
}

export default fp(reports, { name: 'reports', fastify: '5.x' });
