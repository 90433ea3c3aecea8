import { type SubmitEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { ApiError, apiJson } from '../../lib/api/index.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { localizePath } from '../../lib/locale.ts';
import { translatorFor } from '../../lib/messages.ts';
import { HydratedForm } from '../forms/HydratedForm.tsx';
import { TextField } from '../forms/TextField.tsx';
import { Icon } from '../shared/Icon.tsx';
import type { InstitutionStatusMessages, InstStatusKey } from './messages.ts';
import { type InstitutionStatusAnswer, RESULT_TITLE_ID, StatusResult } from './StatusResult.tsx';
import '../forms/forms.css';
import './institutions.css';

export const statusUrl = (code: string) => `/api/v1/institutions/status/${encodeURIComponent(code)}`;

type Lookup =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; result: InstitutionStatusAnswer }
  | { kind: 'notFound'; code: string }
  | { kind: 'failed'; message: string };

const NOT_FOUND_TITLE_ID = 'inst-not-found-title';

/**
 * Institution status: a code, looked up on Enter or Check Status (an
 * empty or blank code does nothing; the code is trimmed), then a loading state, the not-found
 * card or the result card. `?code=` fills the code and looks it up at once (the registration
 * links here). No automatic retry.
 */
export default function InstitutionStatus({ lang, messages }: { lang: Lang; messages: InstitutionStatusMessages }) {
  const t = useMemo(() => translatorFor<InstStatusKey>(messages), [messages]);
  const errors = useMemo(() => errorTranslator(messages), [messages]);
  const [code, setCode] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  // Only the latest lookup may answer: an older, slower one must not replace it.
  const latest = useRef(0);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  async function check(raw: string, moveFocus: boolean) {
    const wanted = raw.trim();
    if (wanted === '') return;
    const id = ++latest.current;
    setLookup({ kind: 'loading' });
    // The address says what is shown, so it can be reloaded or shared.
    window.history.replaceState(null, '', `${window.location.pathname}?code=${encodeURIComponent(wanted)}`);
    try {
      const result = await apiJson<InstitutionStatusAnswer>('GET', statusUrl(wanted));
      if (id !== latest.current) return;
      setLookup({ kind: 'found', result });
      if (moveFocus) setFocusTarget(RESULT_TITLE_ID);
    } catch (failure) {
      if (id !== latest.current) return;
      // 404: no such code; 400: a code no institution can have (over 64 characters).
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 400)) {
        setLookup({ kind: 'notFound', code: wanted });
        if (moveFocus) setFocusTarget(NOT_FOUND_TITLE_ID);
      } else {
        setLookup({ kind: 'failed', message: errors.message(failure) ?? t('instStatus.failed') });
      }
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('code');
    if (given?.trim()) {
      setCode(given.trim());
      void check(given, false);
    }
  }, []);

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    void check(code, true);
  }

  return (
    <div className="inst-status">
      <HydratedForm className="card inst-lookup" onSubmit={onSubmit} noValidate data-testid="status-form">
        <div className="inst-lookup-row">
          <TextField
            id="inst-status-code"
            label={t('instStatus.codeLabel')}
            placeholder={t('instStatus.codePlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            data-testid="status-code"
          />
          <button className="btn btn-primary inst-lookup-button" type="submit" data-testid="status-check">
            <Icon name="search" size={18} />
            {t('instStatus.check')}
          </button>
        </div>
      </HydratedForm>

      <div className="inst-status-answer" aria-live="polite">
        {lookup.kind === 'loading' && (
          <div className="card inst-loading" role="status" data-testid="status-loading">
            <span className="spinner" aria-hidden="true" />
            <span>{t('instStatus.checking')}</span>
          </div>
        )}
        {lookup.kind === 'found' && <StatusResult result={lookup.result} lang={lang} t={t} />}
        {lookup.kind === 'notFound' && (
          <section className="card inst-not-found" aria-labelledby={NOT_FOUND_TITLE_ID} data-testid="status-not-found">
            <Icon name="ban" size={28} className="inst-not-found-icon" />
            <div>
              <h2 id={NOT_FOUND_TITLE_ID} tabIndex={-1}>
                {t('instStatus.notFoundTitle')}
              </h2>
              {/* The code is what the visitor typed: React writes it as text, never as HTML. */}
              <p data-testid="status-not-found-text">{t('instStatus.notFoundBody', { code: lookup.code })}</p>
            </div>
          </section>
        )}
        {lookup.kind === 'failed' && (
          <div className="alert alert-danger" role="alert" data-testid="status-error">
            {lookup.message}
          </div>
        )}
      </div>

      <nav className="inst-status-links" aria-label={t('instStatus.title')}>
        {lookup.kind !== 'found' && (
          <a className="btn btn-outline" href={localizePath('/institution-register', lang)} data-testid="register-link">
            <Icon name="bank" size={18} />
            {t('instStatus.register')}
          </a>
        )}
        <a className="btn btn-ghost" href={localizePath('/api-docs', lang)} data-testid="api-docs-link">
          <Icon name="book" size={18} />
          {t('instStatus.apiDocs')}
        </a>
      </nav>
    </div>
  );
}
