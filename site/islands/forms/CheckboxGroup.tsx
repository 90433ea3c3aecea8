export interface CheckboxChoice {
  value: string;
  /** Shown in monospace: a scope or event name as the API spells it. */
  label: string;
  description?: string;
}

interface Props {
  id: string;
  legend: string;
  choices: CheckboxChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
}

/** A fieldset of checkboxes (scopes, events): the selection kept in the order of the choices. */
export function CheckboxGroup({ id, legend, choices, selected, onChange, error }: Props) {
  const errorId = error ? `${id}-error` : undefined;
  function toggle(value: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    onChange(choices.map((choice) => choice.value).filter((choice) => next.has(choice)));
  }
  return (
    <fieldset className="field checkbox-group" id={id} aria-describedby={errorId} data-testid={id}>
      <legend className="label">{legend}</legend>
      <div className="checkbox-grid">
        {choices.map((choice) => (
          <label key={choice.value} className="checkbox-choice">
            <input
              type="checkbox"
              value={choice.value}
              checked={selected.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            <span>
              <code className="mono">{choice.label}</code>
              {choice.description && <span className="small muted checkbox-description">{choice.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <span className="field-error" id={errorId} data-testid={`${id}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
