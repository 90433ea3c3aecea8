import './reports.css';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { Lang } from '../../../../domain/languages.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { Icon } from '../../shared/Icon.tsx';
import { LoadState } from '../../shared/LoadState.tsx';
import type { ReportsT } from './messages.ts';
import { ReportProgress } from './ReportProgress.tsx';
import {
  $reportTemplates,
  type ReportFormat,
  type ReportPeriod,
  type ReportTemplate,
  type ReportType,
} from './reports-api.ts';
import { type ReportProgressState, useReportGeneration } from './use-report-generation.ts';
import { templateDescription, templateName } from './use-template-names.ts';

/** A report is a PDF of the last 30 days unless chosen otherwise. */
const DEFAULT_FORMAT: ReportFormat = 'pdf';
const DEFAULT_PERIOD: ReportPeriod = 'last_30_days';

interface Props {
  lang: Lang;
  t: ReportsT;
  errors: ErrorTranslator;
  /** Only these types, in the server's order (the dashboard's Analytics tab shows six); all when absent. */
  types?: readonly ReportType[];
}

/**
 * The report templates the server lists (`GET /api/admin/reports/templates`), each with its
 * name and description in the page's language, a format and a period, and Generate, which
 * queues it, shows its progress in the card and then its download link (`useReportGeneration`). The custom period
 * is left to screens that already hold dates (the Audit tab's filters).
 */
export function ReportTemplateList({ lang, t, errors, types }: Props) {
  const { data, error } = useStore($reportTemplates);
  const { generate, pending, progress } = useReportGeneration(lang, t, errors);
  const templates = data?.templates.filter((template) => !types || types.includes(template.type));

  return (
    <LoadState
      loaded={Boolean(templates)}
      failed={Boolean(error) && !data}
      loadingLabel={t('common.loading')}
      failedText={t('reports.loadFailed')}
    >
      <ul className="report-templates" data-testid="report-templates">
        {templates?.map((template) => (
          <TemplateCard
            key={template.type}
            template={template}
            lang={lang}
            t={t}
            busy={pending.has(template.type)}
            progress={progress(template.type)}
            onGenerate={(format, period) => void generate({ type: template.type, parameters: { format, period } })}
          />
        ))}
      </ul>
    </LoadState>
  );
}

function TemplateCard({
  template,
  lang,
  t,
  busy,
  progress,
  onGenerate,
}: {
  template: ReportTemplate;
  lang: Lang;
  t: ReportsT;
  busy: boolean;
  progress: ReportProgressState | undefined;
  onGenerate: (format: ReportFormat, period: ReportPeriod) => void;
}) {
  const id = useId();
  const [format, setFormat] = useState<ReportFormat>(DEFAULT_FORMAT);
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_PERIOD);
  const name = templateName(template, lang);
  const periods = template.periods.filter((candidate) => candidate !== 'custom');

  return (
    <li className="report-template" data-testid={`report-template-${template.type}`}>
      <h3 className="report-template-name" id={`${id}-name`}>
        {name}
      </h3>
      <p className="small muted report-template-description">{templateDescription(template, lang)}</p>
      <div className="report-template-controls">
        <div className="field">
          <label className="label" htmlFor={`${id}-format`}>
            {t('reports.format')}
          </label>
          <select
            id={`${id}-format`}
            className="select"
            value={format}
            onChange={(event) => setFormat(event.target.value as ReportFormat)}
            data-testid="report-format"
          >
            {template.formats.map((option) => (
              <option key={option} value={option}>
                {t(`reports.format.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-period`}>
            {t('reports.period')}
          </label>
          <select
            id={`${id}-period`}
            className="select"
            value={period}
            onChange={(event) => setPeriod(event.target.value as ReportPeriod)}
            data-testid="report-period"
          >
            {periods.map((option) => (
              <option key={option} value={option}>
                {t(`reports.period.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          className="btn btn-primary"
          type="button"
          disabled={busy}
          aria-busy={busy}
          aria-label={busy ? undefined : t('reports.generateLabel', { name })}
          onClick={() => onGenerate(format, period)}
          data-testid="report-generate"
        >
          <Icon name="download" size={16} />
          {busy ? t('reports.generating') : t('reports.generate')}
        </button>
      </div>
      <ReportProgress state={progress} name={name} t={t} />
    </li>
  );
}
