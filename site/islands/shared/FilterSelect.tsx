/** One labelled filter; the label is for screen readers, the "All …" option says it on screen. */
export function FilterSelect<Value extends string>(props: {
  id: string;
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <div className="field">
      <label className="sr-only" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
