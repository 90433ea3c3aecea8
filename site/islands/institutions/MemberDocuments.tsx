import { formatDate } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { Icon } from '../shared/Icon.tsx';
import { fileSize } from './file-size.ts';
import { type MemberInstitutionDocument, memberDocumentUrl } from './member-institution-api.ts';
import type { InstViewT } from './messages.ts';

/** The application's documents; a download link only for those the server will hand out. */
export function MemberDocuments({
  lang,
  t,
  documents,
}: {
  lang: Lang;
  t: InstViewT;
  documents: MemberInstitutionDocument[];
}) {
  return (
    <section className="card" aria-labelledby="inst-view-documents-title" data-testid="institution-documents">
      <h2 id="inst-view-documents-title" className="card-title">
        {t('instView.documents.title')}
      </h2>
      <p className="card-subtitle">{t('instView.documents.hint')}</p>
      {documents.length === 0 ? (
        <p className="table-empty" data-testid="institution-documents-empty">
          {t('instView.documents.empty')}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table stacked-table">
            <thead>
              <tr>
                <th scope="col">{t('instView.documents.col.document')}</th>
                <th scope="col">{t('instView.documents.col.file')}</th>
                <th scope="col">{t('instView.documents.col.size')}</th>
                <th scope="col">{t('instView.documents.col.uploaded')}</th>
                <th scope="col">{t('instView.documents.col.scan')}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
                <tr key={document.id} data-testid="institution-document" data-type={document.documentType}>
                  <td data-label={t('instView.documents.col.document')}>{t(`instReg.doc.${document.documentType}`)}</td>
                  <td className="cell-wrap" data-label={t('instView.documents.col.file')}>
                    {document.downloadable ? (
                      <a
                        href={memberDocumentUrl(document.id)}
                        download={document.name}
                        aria-label={t('instView.documents.download', { name: document.name })}
                        data-testid="document-download"
                      >
                        <Icon name="download" size={16} /> <span translate="no">{document.name}</span>
                      </a>
                    ) : (
                      <span title={t('instView.documents.notDownloadable')} translate="no">
                        {document.name}
                      </span>
                    )}
                  </td>
                  <td data-label={t('instView.documents.col.size')}>
                    {t('instView.documents.size', { size: fileSize(document.sizeBytes, lang) })}
                  </td>
                  <td data-label={t('instView.documents.col.uploaded')}>{formatDate(document.uploadedAt, lang)}</td>
                  <td data-label={t('instView.documents.col.scan')}>
                    <span
                      className={`badge ${document.downloadable ? 'badge-success' : ''}`}
                      data-testid="document-scan"
                    >
                      {t(`instView.documents.scan.${document.scanStatus}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
