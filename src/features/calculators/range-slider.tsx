import { useId, type ChangeEvent, type CSSProperties } from 'react';
import './range-slider.css';

export interface RangeSliderProps {
  label: string;
  value: number;
  /** The limits, the step and the unit shown after the value (e.g. 'кВт'). */
  range: { min: number; max: number; step: number; unit: string };
  onChange: (value: number) => void;
  /** Optional line under the slider. */
  hint?: string;
}

/**
 * A native range input with its label, the current value and unit in large type, and the limits
 * underneath. Arrow keys, Page Up/Down, Home/End and touch drag all work natively; the thumb and
 * the track's hit area are at least 44 px.
 */
export function RangeSlider({ label, value, range, onChange, hint }: RangeSliderProps) {
  const { min, max, step, unit } = range;
  const id = useId();
  const hintId = `${id}-hint`;
  const fill = max > min ? ((value - min) / (max - min)) * 100 : 0;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    if (Number.isFinite(next)) onChange(next);
  };

  return (
    <div className="range-slider">
      <div className="range-slider__head">
        <label className="range-slider__label" htmlFor={id}>
          {label}
        </label>
        <output className="range-slider__value" htmlFor={id} aria-live="off">
          {value} <span className="range-slider__unit">{unit}</span>
        </output>
      </div>
      <input
        id={id}
        className="range-slider__input"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={`${value} ${unit}`}
        aria-describedby={hint ? hintId : undefined}
        style={{ '--range-fill': `${fill}%` } as CSSProperties}
        onChange={handleChange}
      />
      <div className="range-slider__limits" aria-hidden="true">
        <span>
          {min} {unit}
        </span>
        <span>
          {max} {unit}
        </span>
      </div>
      {hint ? (
        <p className="range-slider__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
