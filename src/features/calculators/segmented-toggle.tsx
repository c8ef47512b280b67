import { useId, type CSSProperties } from 'react';
import './segmented-toggle.css';

export interface SegmentOption<V extends string | number> {
  value: V;
  label: string;
  /** A second, smaller line inside the segment. */
  detail?: string;
}

export interface SegmentedToggleProps<V extends string | number> {
  legend: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** 'row' keeps the segments side by side; 'stack' puts them under each other on narrow screens. */
  layout?: 'row' | 'stack';
}

/** A choice's legend and segments, defined once beside its options. */
export type SegmentChoice<V extends string | number> = Pick<
  SegmentedToggleProps<V>,
  'legend' | 'options'
>;

/**
 * A single choice shown as joined segments: native radio buttons under the hood, so arrow keys,
 * Space and screen readers work as for any radio group. Each segment is at least 44 px high.
 */
export function SegmentedToggle<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  layout = 'row',
}: SegmentedToggleProps<V>) {
  const name = useId();
  return (
    <fieldset className={`segmented segmented--${layout}`}>
      <legend className="segmented__legend">{legend}</legend>
      <div className="segmented__options" style={{ '--segments': options.length } as CSSProperties}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={String(option.value)}
              className={
                checked ? 'segmented__option segmented__option--checked' : 'segmented__option'
              }
            >
              <input
                className="segmented__radio"
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              <span className="segmented__text">{option.label}</span>
              {option.detail ? <span className="segmented__detail">{option.detail}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
