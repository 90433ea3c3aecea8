import { Icon } from '../shared/Icon.tsx';
import { MAX_REDIRECT_URIS } from './app-form.ts';
import type { AmT } from './messages.ts';

interface Props {
  t: AmT;
  uris: string[];
  onChange: (uris: string[]) => void;
  /** Field errors by path: `redirectUris.<row>` under its row, `redirectUris` under the list. */
  errors: Record<string, string>;
}

/** The app dialog's redirect URIs: one input per row, rows added and removed, each with its own error. */
export function RedirectUriRows({ t, uris, onChange, errors }: Props) {
  const listError = errors.redirectUris;
  const hintId = 'app-redirect-hint';
  return (
    <fieldset
      className="fieldset field am-redirects"
      aria-describedby={listError ? `${hintId} app-redirects-error` : hintId}
      data-testid="app-redirects"
    >
      <legend className="label">{t('am.apps.form.redirectUris')}</legend>
      <span className="field-hint" id={hintId}>
        {t('am.apps.form.redirectHint')}
      </span>
      {uris.map((uri, row) => {
        const id = `app-redirect-${row}`;
        const error = errors[`redirectUris.${row}`];
        const number = row + 1;
        return (
          // Rows have no identity but their place: removing one re-numbers the ones below.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div className="am-redirect-row" key={row}>
            <label className="sr-only" htmlFor={id}>
              {t('am.apps.form.redirectUri', { number })}
            </label>
            <div className="am-redirect-input">
              <input
                id={id}
                className="input mono"
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://app.example.cm/callback"
                maxLength={2000}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                value={uri}
                onChange={(event) => onChange(uris.map((value, at) => (at === row ? event.target.value : value)))}
              />
              {uris.length > 1 && (
                <button
                  className="icon-btn row-action row-action-danger"
                  type="button"
                  title={t('am.apps.form.removeRedirect', { number })}
                  onClick={() => onChange(uris.filter((_, at) => at !== row))}
                  data-testid="remove-redirect"
                >
                  <Icon name="x" />
                  <span className="sr-only">{t('am.apps.form.removeRedirect', { number })}</span>
                </button>
              )}
            </div>
            {error && (
              <span className="field-error" id={`${id}-error`} data-testid={`${id}-error`}>
                {error}
              </span>
            )}
          </div>
        );
      })}
      {listError && (
        <span className="field-error" id="app-redirects-error" data-testid="app-redirects-error">
          {listError}
        </span>
      )}
      {uris.length < MAX_REDIRECT_URIS && (
        <div>
          <button
            className="btn btn-outline btn-sm"
            type="button"
            onClick={() => onChange([...uris, ''])}
            data-testid="add-redirect"
          >
            <Icon name="plus" size={16} />
            {t('am.apps.form.addRedirect')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
