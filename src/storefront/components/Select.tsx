/**
 * A select with its label beside it; `hideLabel` keeps the label for assistive tech only (a chooser
 * whose options say what it is). Options may come in labelled groups.
 */
import { useId, type SelectHTMLAttributes } from 'react';

interface SelectOption {
  value: string;
  label: string;
}
type SelectItem = SelectOption | { group: string; options: ReadonlyArray<SelectOption> };

const optionElement = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  label: string;
  hideLabel?: boolean;
  options: ReadonlyArray<SelectItem>;
  /** Classes of the row that holds the label and the select. */
  className?: string;
  /** Size and width of the select itself. */
  selectClassName: string;
}

export function Select({ label, hideLabel, options, className = '', selectClassName, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className={`flex items-center ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-description'}>
        {label}
      </label>
      <select id={id} {...select} className={`rounded-theme border border-border bg-white ${selectClassName}`}>
        {options.map((item) =>
          'group' in item ? (
            <optgroup key={item.group} label={item.group}>
              {item.options.map(optionElement)}
            </optgroup>
          ) : (
            optionElement(item)
          ),
        )}
      </select>
    </div>
  );
}
