import { useId, useState, type ChangeEvent } from 'react';
import './stepper.css';

export interface StepperProps {
  label: string;
  value: number;
  step: number;
  /** Unit after the field ('м²', 'шт.'). */
  unit: string;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
}

/**
 * A number with − and + buttons (44 px touch targets) and a typed field. The buttons move by
 * `step` and never go below `min` (0). While the field is being typed in, a half-typed or empty
 * value is shown as typed; every complete number is passed on; on blur the field shows the value
 * the calculator keeps.
 */
export function Stepper({ label, value, step, unit, min = 0, max, onChange }: StepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const limit = (next: number) => Math.min(max ?? Infinity, Math.max(min, next));

  const change = (next: number) => {
    setDraft(null);
    onChange(limit(next));
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    const parsed = Number(text);
    if (text.trim() !== '' && Number.isFinite(parsed)) onChange(limit(parsed));
  };

  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`}>
      <label className="stepper__label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={`Уменьшить: ${label}`}
          disabled={value <= min}
          onClick={() => change(value - step)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={draft ?? String(value)}
          onChange={handleInput}
          onBlur={() => setDraft(null)}
        />
        <span className="stepper__unit" aria-hidden="true">
          {unit}
        </span>
        <button
          type="button"
          className="stepper__button"
          aria-label={`Увеличить: ${label}`}
          disabled={max !== undefined && value >= max}
          onClick={() => change(value + step)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
