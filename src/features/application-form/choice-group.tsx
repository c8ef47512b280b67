import type { ChoiceOption } from '../../domain/applications/options';
import './choice-group.css';

export interface ChoiceGroupProps {
  options: readonly ChoiceOption[];
  /** The chosen value(s). */
  selected: string | readonly string[];
  onToggle: (value: string) => void;
  /** Id of the error text, given to every choice while there is an error. */
  describedBy?: string;
  disabled?: boolean;
}

function isChosen(selected: string | readonly string[], value: string): boolean {
  return typeof selected === 'string' ? selected === value : selected.includes(value);
}

/**
 * Choices as toggle buttons (aria-pressed). One component for single and multiple choice: the
 * caller's onToggle decides what a click means (accounts spec §4.1).
 */
export function ChoiceGroup({
  options,
  selected,
  onToggle,
  describedBy,
  disabled,
}: ChoiceGroupProps) {
  return (
    <div className="choice-group">
      {options.map((option) => {
        const chosen = isChosen(selected, option.value);
        return (
          <button
            key={option.value}
            type="button"
            className={
              chosen ? 'choice-group__chip choice-group__chip--chosen' : 'choice-group__chip'
            }
            aria-pressed={chosen}
            aria-describedby={describedBy}
            disabled={disabled}
            onClick={() => onToggle(option.value)}
          >
            <svg
              className="choice-group__check"
              viewBox="0 0 16 16"
              width="14"
              height="14"
              aria-hidden="true"
            >
              <path
                d="M3 8.5l3.2 3L13 4.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
