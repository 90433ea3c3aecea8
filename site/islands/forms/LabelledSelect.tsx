import { Field } from './Field.tsx';

/** A select with its label on screen, like the date and user ID fields beside it. */
export function LabelledSelect<Value extends string>(props: {
  id: string;
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      {(describedBy) => (
        <select
          id={props.id}
          className="select"
          aria-describedby={describedBy}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as Value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
