import type { ChangeEvent } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { Icon } from '../shared/Icon.tsx';
import { DOCUMENT_RULES, DOCUMENT_TYPES, type DocumentState, type DocumentType } from './documents.ts';
import { fileSize } from './file-size.ts';
import type { InstRegT } from './messages.ts';
import type { DocumentUploads } from './use-document-uploads.ts';

interface DocumentsStepProps {
  uploads: DocumentUploads;
  lang: Lang;
  t: InstRegT;
}

/** Step 3, Documentation: one card per registration document, each uploaded when chosen. */
export function DocumentsStep({ uploads, lang, t }: DocumentsStepProps) {
  return (
    <ul className="inst-docs" data-testid="documents">
      {DOCUMENT_TYPES.map((type) => (
        <DocumentCard
          key={type}
          type={type}
          state={uploads.states[type]}
          lang={lang}
          t={t}
          onChoose={(file) => uploads.upload(type, file)}
          onRemove={() => uploads.remove(type)}
        />
      ))}
    </ul>
  );
}

interface DocumentCardProps {
  type: DocumentType;
  state: DocumentState | undefined;
  lang: Lang;
  t: InstRegT;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

function DocumentCard({ type, state, lang, t, onChoose, onRemove }: DocumentCardProps) {
  const rule = DOCUMENT_RULES[type];
  const label = t(`instReg.doc.${type}`);
  const inputId = `inst-doc-${type}`;
  const rulesId = `${inputId}-rules`;
  const stateId = `${inputId}-state`;
  const status = state?.status ?? 'empty';

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (file) onChoose(file);
  }

  return (
    <li className="inst-doc" data-testid={`doc-${type}`} data-status={status}>
      <div className="inst-doc-head">
        <Icon name="book" size={20} className="inst-doc-icon" />
        <div className="inst-doc-text">
          <span className="inst-doc-title">
            {label}
            {rule.required && <span aria-hidden="true"> *</span>}
          </span>
          <span className="field-hint" id={rulesId}>
            {t('instReg.doc.rules', { formats: rule.formats.join(', '), size: rule.maxMb })}
          </span>
        </div>
        <span className={`badge ${rule.required ? 'badge-brand' : ''}`}>
          {t(rule.required ? 'instReg.doc.required' : 'instReg.doc.optional')}
        </span>
      </div>
      <div className="inst-doc-state" id={stateId} aria-live="polite" data-testid={`doc-${type}-state`}>
        <DocumentStateLine state={state} lang={lang} t={t} />
      </div>
      <div className="inst-doc-actions">
        <label className="btn btn-outline btn-sm inst-doc-pick">
          <input
            id={inputId}
            className="inst-doc-input"
            type="file"
            accept={rule.accept}
            onChange={choose}
            aria-label={t(status === 'completed' ? 'instReg.doc.replaceNamed' : 'instReg.doc.chooseNamed', {
              document: label,
            })}
            aria-describedby={`${rulesId} ${stateId}`}
            data-testid={`doc-${type}-input`}
          />
          <span aria-hidden="true">{t(status === 'completed' ? 'instReg.doc.replace' : 'instReg.doc.choose')}</span>
        </label>
        {(status === 'completed' || status === 'error') && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onRemove}
            aria-label={t('instReg.doc.removeNamed', { document: label })}
            data-testid={`doc-${type}-remove`}
          >
            {t('instReg.doc.remove')}
          </button>
        )}
      </div>
    </li>
  );
}

function DocumentStateLine({ state, lang, t }: { state: DocumentState | undefined; lang: Lang; t: InstRegT }) {
  if (!state) return <span className="muted">{t('instReg.doc.none')}</span>;
  switch (state.status) {
    case 'uploading':
      return (
        <span className="inst-doc-line">
          <span className="inst-doc-name" translate="no">
            {state.name}
          </span>
          <progress className="inst-progress-bar" max={100} value={state.progress} aria-hidden="true" />
          <span>{t('instReg.doc.uploading', { percent: state.progress })}</span>
        </span>
      );
    case 'completed':
      return (
        <span className="inst-doc-line inst-doc-done">
          <Icon name="checkCircle" size={18} />
          <span className="inst-doc-name" translate="no">
            {state.name}
          </span>
          <span className="muted">{t('instReg.doc.size', { size: fileSize(state.size, lang) })}</span>
          <span className="badge badge-success">{t('instReg.doc.completed')}</span>
        </span>
      );
    case 'error':
      return (
        <span className="inst-doc-line inst-doc-failed" data-testid="doc-error">
          <Icon name="ban" size={18} />
          <span>
            {state.name && (
              <span className="inst-doc-name" translate="no">
                {state.name}
              </span>
            )}{' '}
            <span className="badge badge-danger">{t('instReg.doc.error')}</span>
            <span className="inst-doc-message">{state.message}</span>
          </span>
        </span>
      );
  }
}
