import { useStore } from '@nanostores/react';
import type { Lang } from '../../../../domain/languages.ts';
import { $reportTemplates, type ReportTemplate, type ReportType } from './reports-api.ts';

/** A template's name and description in the page's language (the server sends both). */
export function templateName(template: ReportTemplate, lang: Lang): string {
  return lang === 'fr' ? template.nameFr : template.name;
}

export function templateDescription(template: ReportTemplate, lang: Lang): string {
  return lang === 'fr' ? template.descriptionFr : template.description;
}

/** Names by type from the shared templates answer; the bare type until it has arrived. */
export function useTemplateNames(lang: Lang): (type: ReportType) => string {
  const { data } = useStore($reportTemplates);
  return (type) => {
    const template = data?.templates.find((candidate) => candidate.type === type);
    return template ? templateName(template, lang) : type;
  };
}
