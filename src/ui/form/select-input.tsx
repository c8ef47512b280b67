import type { SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** The options of a catalogue's entries (each entry's key and label). */
export function optionsOf<K extends string>(
  entries: readonly { key: K; label: string }[],
): { value: K; label: string }[] {
  return entries.map((entry) => ({ value: entry.key, label: entry.label }));
}

/**
 * A native select of labelled options that hands on the chosen value. Its look (class), name and
 * label (aria-*, id) come from the caller.
 */
export function SelectInput({
  options,
  onValue,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'children'> & {
  options: readonly SelectOption[];
  onValue: (value: string) => void;
}) {
  return (
    <select {...select} onChange={(event) => onValue(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
