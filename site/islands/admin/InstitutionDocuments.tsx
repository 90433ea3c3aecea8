import { formatDate } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { Icon } from '../shared/Icon.tsx';
import { documentUrl, type InstitutionDetail } from './admin-api.ts';
import type { PortalT } from './messages.ts';

interface Props {
  lang: Lang;
  t: PortalT;
  institutionId: string;
  documents: InstitutionDetail['documents'];
}

/** The application's documents: a download link for each file the virus scan passed (the server refuses the rest). */
export function InstitutionDocuments({ lang, t, institutionId, documents }: Props) {
  return (
    <section aria-labelledby="institution-documents-title" data-testid="institution-documents">
      <h3 id="institution-documents-title" className="portal-detail-title">
        {t('portal.detail.documents')}
      </h3>
      {documents.length === 0 ? (
        <p className="muted">{t('portal.detail.noDocuments')}</p>
      ) : (
        <ul className="portal-list">
          {documents.map((document) => (
            <li key={document.id} data-testid="institution-document">
              <div>
                <div className="portal-strong cell-wrap" translate="no">
                  {document.originalName}
                </div>
                <div className="small muted">
                  {document.documentType} · {formatDate(document.createdAt, lang)}
                </div>
              </div>
              {document.scanStatus === 'clean' ? (
                <a
                  className="btn btn-outline btn-sm"
                  href={documentUrl(institutionId, document.id)}
                  download={document.originalName}
                  data-testid="document-download"
                >
                  <Icon name="download" size={16} />
                  <span className="sr-only">{t('portal.detail.download', { name: document.originalName })}</span>
                </a>
              ) : (
                <span className="badge">{t('portal.detail.notClean', { status: document.scanStatus })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
