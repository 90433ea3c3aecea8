import type { Knex } from 'knex';
import { nextRunAfter } from '../../../api/services/reports/schedule-clock.ts';
import { defaultScheduleNames } from '../../../api/services/reports/template-texts.ts';
import { DEFAULT_SCHEDULES } from '../../../api/services/reports/templates.ts';

/**
 * The /admin Reports tab's scheduled reports: Daily Summary at 06:00 Douala,
 * Weekly Analytics on Mondays at 08:00, Monthly Report paused. Written once by name; staff
 * pausing or resuming one is never undone by a later start.
 */
export async function seed(knex: Knex): Promise<void> {
  const now = new Date();
  const rows = DEFAULT_SCHEDULES.map((schedule) => {
    const names = defaultScheduleNames(schedule.id);
    return {
      name: names.name,
      name_fr: names.nameFr,
      report_type: schedule.type,
      parameters: JSON.stringify(schedule.parameters),
      frequency: schedule.frequency,
      time_of_day: schedule.timeOfDay,
      day: schedule.day,
      paused: schedule.paused,
      next_run_at: nextRunAfter(schedule, now),
    };
  });
  await knex('report_schedules').insert(rows).onConflict('name').ignore();
}
