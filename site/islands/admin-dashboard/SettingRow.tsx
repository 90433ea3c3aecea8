import { useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import type { AdT } from './messages.ts';
import { operationsActions, type SettingDefinition, type SettingValue } from './operations-api.ts';
import { settingValueFromInput } from './settings-form.ts';

interface Props {
  category: string;
  name: string;
  value: SettingValue;
  definition: SettingDefinition;
  mayEdit: boolean;
  lang: Lang;
  t: AdT;
  errors: ErrorTranslator;
}

/**
 * One setting: a switch for a boolean, saved when flipped; a text or
 * number input otherwise (a select for an enumeration), saved with its button. The server's
 * field error for this key shows under the input.
 */
export function SettingRow({ category, name, value, definition, mayEdit, lang, t, errors }: Props) {
  const [draft, setDraft] = useState(String(value));
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const id = `setting-${category}-${name}`;
  const description = lang === 'fr' ? definition.descriptionFr : definition.description;

  async function save(next: SettingValue) {
    setBusy(true);
    setFieldError(null);
    try {
      await operationsActions.updateCategory(category, { [name]: next });
      toast({ title: t('ad.set.updated'), description: t('ad.set.updatedBody', { key: name }), variant: 'success' });
    } catch (failure) {
      const field = errors.fields(failure)[name] ?? null;
      setFieldError(field);
      toastFailure(
        t('ad.set.failed'),
        field ? t('ad.set.failedBody') : (errors.message(failure) ?? t('ad.set.failedBody')),
      );
    } finally {
      setBusy(false);
    }
  }

  const label = (
    <div className="setting-text">
      <label htmlFor={id} className="setting-label">
        {description}
      </label>
      <div className="setting-key">{name}</div>
    </div>
  );

  if (definition.type === 'boolean') {
    return (
      <div className="setting-row" data-testid="setting" data-key={name} data-category={category}>
        {label}
        <button
          id={id}
          type="button"
          role="switch"
          className="switch"
          aria-checked={value === true}
          disabled={!mayEdit || busy}
          onClick={() => void save(value !== true)}
          data-testid="setting-switch"
        />
      </div>
    );
  }

  const errorId = `${id}-error`;
  const numeric = definition.type === 'integer' || definition.type === 'number';
  return (
    <form
      className="setting-row"
      data-testid="setting"
      data-key={name}
      data-category={category}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(settingValueFromInput(draft, definition));
      }}
    >
      {label}
      <div className="setting-control">
        {definition.type === 'enum' ? (
          <select
            id={id}
            className="select"
            value={draft}
            disabled={!mayEdit || busy}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="setting-input"
          >
            {(definition.values ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className="input"
            type="text"
            inputMode={numeric ? 'decimal' : undefined}
            value={draft}
            disabled={!mayEdit || busy}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="setting-input"
          />
        )}
        <button className="btn btn-outline" type="submit" disabled={!mayEdit || busy} data-testid="setting-save">
          {busy ? t('ad.set.saving') : t('ad.set.save')}
        </button>
        {fieldError && (
          <p id={errorId} className="setting-error field-error" data-testid="setting-error">
            {fieldError}
          </p>
        )}
      </div>
    </form>
  );
}
