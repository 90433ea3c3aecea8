import { type SubmitEvent, useState } from 'react';
import { doualaDate } from '../../../domain/douala-time.ts';
import type { Lang } from '../../../domain/languages.ts';
import { formatXAF } from '../../../domain/money.ts';
import { apiJson } from '../../lib/api/index.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { Field } from '../forms/Field.tsx';
import type { PmT } from './messages.ts';
import type { ReconciliationReport } from './payment-management-api.ts';
import { ReconciliationItems } from './ReconciliationItems.tsx';
import { UnresolvedPayments } from './UnresolvedPayments.tsx';

// The day is Douala's (doualaDate): a browser elsewhere, or at 23:30 UTC, would ask for the wrong one.
/** Payment management's Reconciliation tab: pick a date, generate, read the summary, download the CSV. */
export function ReconciliationTab({ lang, t, errors }: { lang: Lang; t: PmT; errors: ErrorTranslator }) {
  const [date, setDate] = useState(() => doualaDate());
  const [report, setReport] = useState<ReconciliationReport | null>(null);
  const [generating, setGenerating] = useState(false);
  const [dateError, setDateError] = useState<string | undefined>(undefined);

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (generating || !date) return;
    // The field's max stops the picker, not a typed date: a day still to come is refused here,
    // with the reason under the field (the server refuses it too, 400).
    const today = doualaDate();
    if (date > today) {
      setDateError(t('pm.recon.futureDate', { today }));
      return;
    }
    setDateError(undefined);
    setGenerating(true);
    try {
      const result = await apiJson<{ data: ReconciliationReport }>('POST', '/api/v1/reconciliation/generate', { date });
      setReport(result.data);
      toast({ title: t('pm.recon.generated'), variant: 'success' });
    } catch (failure) {
      const labels = { date: t('pm.recon.date') };
      setDateError(errors.fields(failure, labels).date);
      toastFailure(t('pm.recon.failed'), errors.message(failure, labels) ?? t('pm.recon.failedDefault'));
    } finally {
      setGenerating(false);
    }
  }

  const summary = report?.summary;
  const figures = summary
    ? [
        { id: 'matched', label: t('pm.recon.matched'), value: String(summary.matched) },
        { id: 'missing', label: t('pm.recon.missing'), value: String(summary.missing) },
        { id: 'mismatched', label: t('pm.recon.mismatched'), value: String(summary.mismatched) },
        { id: 'total', label: t('pm.recon.totalPayments'), value: String(summary.total_payments) },
        { id: 'ledger', label: t('pm.recon.ledgerAmount'), value: formatXAF(summary.total_ledger_amount) },
        { id: 'provider', label: t('pm.recon.providerAmount'), value: formatXAF(summary.total_provider_amount) },
      ]
    : [];

  return (
    <div className="tab-stack pm-recon" data-testid="reconciliation-tab">
      <section className="card">
        <h2 className="card-title">{t('pm.recon.title')}</h2>
        <p className="card-subtitle">{t('pm.recon.subtitle')}</p>
        <form className="pm-recon-form" onSubmit={onSubmit} noValidate data-testid="reconciliation-form">
          <Field id="recon-date" label={t('pm.recon.date')} error={dateError}>
            {(describedBy) => (
              <input
                id="recon-date"
                className="input"
                type="date"
                required
                value={date}
                max={doualaDate()}
                onChange={(event) => {
                  setDate(event.target.value);
                  setDateError(undefined);
                }}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <button
            className="btn btn-primary"
            type="submit"
            disabled={generating || !date}
            data-testid="generate-report"
          >
            {generating ? t('pm.recon.generating') : t('pm.recon.generate')}
          </button>
        </form>
      </section>
      {report && summary && (
        <section className="card" data-testid="reconciliation-report" aria-labelledby="recon-report-title">
          <div className="card-header">
            <div>
              <h2 id="recon-report-title" className="card-title">
                {t('pm.recon.reportFor', { date: report.date })}
              </h2>
            </div>
            <a className="btn btn-outline btn-sm" href={report.download_url} download data-testid="download-csv">
              {t('pm.recon.download')}
            </a>
          </div>
          <dl className="pm-recon-summary">
            {figures.map((figure) => (
              <div key={figure.id} data-testid={`recon-${figure.id}`}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <ReconciliationItems key={report.date} lang={lang} t={t} errors={errors} items={report.items} />
        </section>
      )}
      <UnresolvedPayments lang={lang} t={t} />
    </div>
  );
}
