import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { formatCount, formatDate } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { institutionDetailQuery } from './admin-api.ts';
import { InstitutionDocuments } from './InstitutionDocuments.tsx';
import { InstitutionMembers } from './InstitutionMembers.tsx';
import { institutionStatusClass, institutionTypeLabel } from './institution-labels.ts';
import type { PortalT } from './messages.ts';

interface Props {
  lang: Lang;
  t: PortalT;
  errors: ErrorTranslator;
  institutionId: string;
  canWrite: boolean;
  onClose: () => void;
}

/** The view icon: the application as submitted, its documents (downloads) and its members. */
export function InstitutionViewDialog({ lang, t, errors, institutionId, canWrite, onClose }: Props) {
  const $detail = useMemo(() => institutionDetailQuery(institutionId), [institutionId]);
  const { data, error } = useStore($detail);
  const institution = data?.institution;
  const none = t('portal.detail.none');
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? none : String(value);

  const rows: [string, string][] = institution
    ? [
        [t('portal.detail.code'), institution.institutionCode],
        [t('portal.inst.col.type'), institutionTypeLabel(institution.institutionType, t)],
        [t('portal.detail.registrationNumber'), text(institution.registrationNumber)],
        [t('portal.detail.headquarters'), text(institution.headquarters)],
        [t('portal.detail.country'), text(institution.country)],
        [t('portal.detail.website'), text(institution.website)],
        [t('portal.edit.contactEmail'), text(institution.contactEmail)],
        [t('portal.edit.contactPhone'), text(institution.contactPhone)],
        [t('portal.detail.address'), text(institution.address)],
        [
          t('portal.detail.legalRepresentative'),
          [institution.legalRepresentative, institution.legalRepresentativeTitle].filter(Boolean).join(', ') || none,
        ],
        [t('portal.detail.established'), institution.establishedYear ? String(institution.establishedYear) : none],
        [t('portal.detail.employees'), text(institution.employeeCount)],
        [t('portal.detail.revenue'), text(institution.annualRevenue)],
        [t('portal.detail.license'), text(institution.regulatoryLicense)],
        [
          t('portal.detail.services'),
          institution.servicesOffered?.length ? institution.servicesOffered.join(', ') : none,
        ],
        [t('portal.detail.submitted'), institution.submittedAt ? formatDate(institution.submittedAt, lang) : none],
        [
          t('portal.inst.col.usage'),
          t('portal.inst.usage', {
            current: formatCount(institution.currentApiUsage, lang),
            quota: formatCount(institution.apiQuotaLimit, lang),
          }),
        ],
        ...(institution.rejectionReason
          ? [[t('portal.detail.rejectionReason'), institution.rejectionReason] as [string, string]]
          : []),
        ...(institution.description
          ? [[t('portal.detail.description'), institution.description] as [string, string]]
          : []),
      ]
    : [];

  return (
    <Modal titleId="institution-view-title" onClose={onClose} testId="institution-view-dialog">
      <DialogHeader
        titleId="institution-view-title"
        title={institution?.institutionName ?? t('portal.detail.title')}
        description={t('portal.detail.title')}
        closeLabel={t('portal.close')}
        onClose={onClose}
      />
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('portal.loadFailed')}
        </p>
      ) : !data || !institution ? (
        <span className="skeleton portal-skeleton" role="status" aria-label={t('common.loading')} />
      ) : (
        <div className="portal-detail">
          <section aria-labelledby="institution-application-title">
            <h3 id="institution-application-title" className="portal-detail-title">
              {t('portal.detail.application')}{' '}
              <span className={institutionStatusClass(institution.status)}>
                {t(`portal.inst.status.${institution.status}`)}
              </span>
            </h3>
            <dl className="details-list">
              {rows.map(([label, value]) => (
                <div className="details-row" key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <InstitutionDocuments lang={lang} t={t} institutionId={institutionId} documents={data.documents} />
          <InstitutionMembers
            t={t}
            errors={errors}
            institutionId={institutionId}
            members={data.members}
            canWrite={canWrite}
            onChanged={() => $detail.revalidate()}
          />
        </div>
      )}
    </Modal>
  );
}
