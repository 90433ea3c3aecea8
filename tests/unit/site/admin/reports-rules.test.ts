import { describe, expect, it } from 'vitest';
import { doualaDate as doualaToday } from '../../../../domain/douala-time.ts';
import { en } from '../../../../i18n/en.ts';
import { fr } from '../../../../i18n/fr.ts';
import { auditReportRequest } from '../../../../site/islands/admin-dashboard/audit-report.ts';
import { formatFileSize } from '../../../../site/islands/back-office/reports/file-size.ts';
import type { ReportsKey } from '../../../../site/islands/back-office/reports/messages.ts';
import { canManageReportSchedules } from '../../../../site/islands/back-office/reports/report-permissions.ts';
import type { ReportSchedule } from '../../../../site/islands/back-office/reports/reports-api.ts';
import { scheduleWhen } from '../../../../site/islands/back-office/reports/schedule-wording.ts';
import { translatorFor } from '../../../../site/lib/messages.ts';

const schedule = (frequency: ReportSchedule['frequency'], time: string, day: number | null) =>
  ({ frequency, time, day }) as ReportSchedule;

describe('when a report schedule runs, in words (Douala wall-clock time as sent)', () => {
  const t = { en: translatorFor<ReportsKey>(en), fr: translatorFor<ReportsKey>(fr) };

  it('says the seeded schedules the spec way in English and in French', () => {
    expect(scheduleWhen(schedule('daily', '06:00', null), 'en', t.en)).toBe('Daily at 6:00 AM');
    expect(scheduleWhen(schedule('weekly', '08:00', 1), 'en', t.en)).toBe('Mondays at 8:00 AM');
    expect(scheduleWhen(schedule('monthly', '07:00', 1), 'en', t.en)).toBe('Monthly on the 1st at 7:00 AM');
    expect(scheduleWhen(schedule('daily', '06:00', null), 'fr', t.fr)).toBe('Tous les jours à 06:00');
    expect(scheduleWhen(schedule('weekly', '08:00', 1), 'fr', t.fr)).toBe('Chaque lundi à 08:00');
    expect(scheduleWhen(schedule('monthly', '07:00', 1), 'fr', t.fr)).toBe('Le 1er de chaque mois à 07:00');
  });

  it('names other days and afternoon times', () => {
    expect(scheduleWhen(schedule('weekly', '18:30', 7), 'en', t.en)).toBe('Sundays at 6:30 PM');
    expect(scheduleWhen(schedule('monthly', '00:05', 22), 'en', t.en)).toBe('Monthly on the 22nd at 12:05 AM');
    expect(scheduleWhen(schedule('monthly', '23:00', 3), 'fr', t.fr)).toBe('Le 3 de chaque mois à 23:00');
  });
});

describe("the Audit tab's report request", () => {
  it('is the last 30 days without dates, else a custom period with its open ends filled', () => {
    expect(auditReportRequest({ startDate: '', endDate: '' })).toEqual({
      type: 'audit_report',
      parameters: { format: 'pdf', period: 'last_30_days' },
    });
    expect(auditReportRequest({ startDate: '2026-10-01', endDate: '2026-10-31' }).parameters).toEqual({
      format: 'pdf',
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(auditReportRequest({ startDate: '2026-11-02', endDate: '' }, '2026-11-26').parameters).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-26',
    });
    expect(auditReportRequest({ startDate: '', endDate: '2026-03-01' }).parameters).toMatchObject({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('counts today in Douala (UTC+1): 23:30 UTC is already tomorrow there', () => {
    expect(doualaToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(doualaToday(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
  });
});

describe('report helpers', () => {
  it("sizes files the reader's way", () => {
    expect(formatFileSize(376, 'en')).toBe('376 bytes');
    expect(formatFileSize(22_630, 'en')).toBe('22.1 kB');
    expect(formatFileSize(22_630, 'fr')).toBe('22,1\u202fko');
    expect(formatFileSize(3 * 1024 * 1024, 'en')).toBe('3 MB');
  });

  it('leaves schedule controls to ops and admin, as the server does', () => {
    expect(['admin', 'ops', 'auditor', 'customer'].map((role) => canManageReportSchedules(role as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
