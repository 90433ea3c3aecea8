import type { ReportType } from '../../../domain/enums.ts';
import { reportTemplates as en } from '../../../i18n/en/report-templates.ts';
import { reportTemplates as fr } from '../../../i18n/fr/report-templates.ts';
import type { DefaultScheduleId } from './templates.ts';

/** A report template's name and description in both languages, from the catalogues. */
export function templateTexts(type: ReportType) {
  return {
    name: en[`reportTemplate.${type}.name`],
    nameFr: fr[`reportTemplate.${type}.name`],
    description: en[`reportTemplate.${type}.description`],
    descriptionFr: fr[`reportTemplate.${type}.description`],
  };
}

/** A default schedule's name in both languages, from the catalogues. */
export function defaultScheduleNames(id: DefaultScheduleId) {
  return { name: en[`reportSchedule.${id}.name`], nameFr: fr[`reportSchedule.${id}.name`] };
}
