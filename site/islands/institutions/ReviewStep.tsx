import type { ReactNode } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { DOCUMENT_TYPES, type DocumentStates } from './documents.ts';
import { fileSize } from './file-size.ts';
import type { InstRegT } from './messages.ts';
import { COUNTRIES, type RegistrationValues, type TextFieldName } from './registration-form.ts';

interface ReviewStepProps {
  values: RegistrationValues;
  documents: DocumentStates;
  lang: Lang;
  t: InstRegT;
}

/** A label, its value, and whether the value is the applicant's own words (then kept as typed). */
type Row = readonly [label: string, value: string, typed?: boolean];

/** One collapsible summary; what the applicant typed is marked `translate="no"` (their words). */
function Summary({ id, title, rows, open }: { id: string; title: string; rows: readonly Row[]; open?: boolean }) {
  return (
    <details className="inst-summary" open={open} data-testid={`review-${id}`}>
      <summary>{title}</summary>
      <dl className="inst-summary-list">
        {rows.map(([label, value, typed]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd translate={typed ? 'no' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * Step 5, Review & Submit: collapsible summaries of the basic info, the contact info and the
 * uploaded documents, and of step 4's answers, which are sent too.
 */
export function ReviewStep({ values, documents, lang, t }: ReviewStepProps): ReactNode {
  const dash = '—';
  const text = (field: TextFieldName) => values[field].trim() || dash;
  const label = (field: TextFieldName) => t(`instReg.field.${field}`);
  const yesNo = (value: boolean) => t(value ? 'instReg.review.yes' : 'instReg.review.no');
  const confirmed = (value: boolean) => t(value ? 'instReg.review.confirmed' : 'instReg.review.notConfirmed');
  const country = COUNTRIES.find((code) => code === values.country);
  const risk = values.riskAssessment;

  const basic: Row[] = [
    [label('institutionName'), text('institutionName'), true],
    [label('institutionType'), values.institutionType ? t(`inst.type.${values.institutionType}`) : dash],
    [label('registrationNumber'), text('registrationNumber'), true],
    [label('headquarters'), text('headquarters'), true],
    [label('website'), text('website'), true],
    [label('description'), text('description'), true],
    [label('establishedYear'), text('establishedYear'), true],
    [label('employeeCount'), values.employeeCount ? t(`instReg.employees.${values.employeeCount}`) : dash],
    [label('annualRevenue'), values.annualRevenue ? t(`instReg.revenue.${values.annualRevenue}`) : dash],
    [label('servicesOffered'), text('servicesOffered'), true],
    [label('targetMarkets'), text('targetMarkets'), true],
  ];
  const contact: Row[] = [
    [label('contactEmail'), text('contactEmail'), true],
    [label('contactPhone'), text('contactPhone'), true],
    [label('legalRepresentative'), text('legalRepresentative'), true],
    [label('legalRepresentativeTitle'), text('legalRepresentativeTitle'), true],
    [label('address'), text('address'), true],
    [label('country'), country ? t(`instReg.country.${country}`) : values.country],
  ];
  const uploaded: Row[] = DOCUMENT_TYPES.map((type): Row => {
    const state = documents[type];
    const value =
      state?.status === 'completed'
        ? `${state.name} (${t('instReg.doc.size', { size: fileSize(state.size, lang) })})`
        : t('instReg.doc.missing');
    return [t(`instReg.doc.${type}`), value, state?.status === 'completed'];
  });
  const compliance: Row[] = [
    [label('regulatoryLicense'), text('regulatoryLicense'), true],
    [t('instReg.compliance.aml'), confirmed(values.compliance.aml)],
    [t('instReg.compliance.kyc'), confirmed(values.compliance.kyc)],
    [t('instReg.compliance.dataProtection'), confirmed(values.compliance.dataProtection)],
    [t('instReg.compliance.cybersecurity'), confirmed(values.compliance.cybersecurity)],
    [t('instReg.risk.amlRiskLevel'), risk.amlRiskLevel ? t(`instReg.risk.level.${risk.amlRiskLevel}`) : dash],
    [t('instReg.risk.sanctionsScreening'), yesNo(risk.sanctionsScreening)],
    [t('instReg.risk.pepScreening'), yesNo(risk.pepScreening)],
    [t('instReg.risk.transactionMonitoring'), yesNo(risk.transactionMonitoring)],
    [t('instReg.risk.riskOfficer'), risk.riskOfficer.trim() || dash, true],
  ];

  return (
    <div className="inst-review">
      <Summary id="basic" title={t('instReg.review.basic')} rows={basic} open />
      <Summary id="contact" title={t('instReg.review.contact')} rows={contact} />
      <Summary id="documents" title={t('instReg.review.documents')} rows={uploaded} />
      <Summary id="compliance" title={t('instReg.review.compliance')} rows={compliance} />
    </div>
  );
}
