/** One of a few choices, each with a word of explanation: a labelled group of radio buttons. */
export interface Choice<Value extends string> {
  readonly value: Value;
  readonly label: string;
  readonly hint: string;
}

export function ChoiceGroup<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="settings-form__group">
      <legend className="settings__heading">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            <strong>{choice.label}</strong> <span className="choice__hint">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
