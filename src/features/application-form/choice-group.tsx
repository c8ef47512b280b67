import type { ChoiceOption } from '../../domain/applications/options';
import './choice-group.css';
import { ICON_PATHS, LineIcon } from '../../ui/line-icon';

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
            <LineIcon
              className="choice-group__check"
              d={ICON_PATHS.tick16}
              box={16}
              size={14}
              weight={2.2}
            />
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
