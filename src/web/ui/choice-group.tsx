// One choice among a few, as a row of segments (short labels) or a column (longer ones): radio inputs
// under a legend, so a screen reader and the keyboard treat it as one group.
export interface Choice<V extends string> {
  value: V;
  label: string;
}

export function ChoiceGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  layout = 'row',
}: {
  legend: string;
  name: string;
  options: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  layout?: 'row' | 'column';
}) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className={layout === 'row' ? 'segmented' : 'segmented segmented-column'}>
        {options.map((option) => (
          <label key={option.value} className={value === option.value ? 'segment active' : 'segment'}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
