import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import './checkbox.css';
import { ICON_PATHS, LineIcon } from '../line-icon';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label; may contain links (a click on a link does not toggle). */
  children: ReactNode;
  id?: string;
  invalid?: boolean;
  /** Id of the element describing the box (its error message). */
  describedBy?: string;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * A custom checkbox: a real button with role="checkbox" and aria-checked, so a click, Space and
 * Enter all toggle it and it takes focus like any control. The label text toggles it too.
 */
export function Checkbox({
  checked,
  onChange,
  children,
  id,
  invalid = false,
  describedBy,
  disabled = false,
  ref,
  className,
}: CheckboxProps) {
  const labelId = useId();

  const onLabelClick = (event: MouseEvent<HTMLSpanElement>) => {
    if (disabled) return;
    if (event.target instanceof Element && event.target.closest('a')) return;
    onChange(!checked);
  };

  return (
    <div className={['checkbox', className].filter(Boolean).join(' ')}>
      <button
        ref={ref}
        id={id}
        type="button"
        role="checkbox"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        className={[
          'checkbox__box',
          checked ? 'checkbox__box--checked' : '',
          invalid ? 'checkbox__box--invalid' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onClick={() => onChange(!checked)}
      >
        <LineIcon d={ICON_PATHS.tick16} box={16} size={14} weight={2.2} />
      </button>
      {/* The box is the keyboard control; the label text is an extra pointer target. */}
      <span id={labelId} className="checkbox__label" onClick={onLabelClick}>
        {children}
      </span>
    </div>
  );
}
