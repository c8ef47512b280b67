import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { moveActive } from './dropdown-keys';
import { useTypeahead } from './use-typeahead';
import './dropdown.css';

export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownProps {
  options: readonly DropdownOption[];
  /** The chosen value; '' (or any value not in `options`) shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Id of the visible label: the button is named by it plus the current choice. */
  labelId: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Popup height limit in px: 280 by default (public-site §9). */
  maxHeight?: number;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

export const DROPDOWN_MAX_HEIGHT = 280;

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A select-like control: a button that opens a listbox popup. Arrow keys, Home, End, Enter/Space
 * and typeahead work in the list; Escape, Tab and a click outside close it.
 */
export function Dropdown({
  options,
  value,
  onChange,
  placeholder,
  labelId,
  id,
  invalid = false,
  describedBy,
  disabled = false,
  maxHeight = DROPDOWN_MAX_HEIGHT,
  ref,
  className,
}: DropdownProps) {
  const autoId = useId();
  const buttonId = id ?? `${autoId}-button`;
  const listboxId = `${autoId}-listbox`;
  const valueId = `${autoId}-value`;
  const optionId = (index: number) => `${autoId}-option-${index}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typeahead = useTypeahead(options);

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  const openList = (index = Math.max(0, selectedIndex)) => {
    if (disabled || options.length === 0) return;
    setActive(index);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    close(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moved = moveActive(event.key, active, options.length);
    if (moved !== null) {
      event.preventDefault();
      setActive(moved);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // Only the list closes: a surrounding modal stays open.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const match = typeahead(event.key, active);
      if (match >= 0) setActive(match);
    }
  };

  const setButtonRef = (node: HTMLButtonElement | null) => {
    buttonRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div ref={rootRef} className={cx('dropdown', open && 'dropdown--open', className)}>
      <button
        ref={setButtonRef}
        id={buttonId}
        type="button"
        className={cx('dropdown__button', invalid && 'dropdown__button--invalid')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <span
          id={valueId}
          className={selected ? 'dropdown__value' : 'dropdown__value dropdown__value--placeholder'}
        >
          {selected ? selected.label : placeholder}
        </span>
        <span className="dropdown__chevron" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-activedescendant={optionId(active)}
          className="dropdown__list"
          style={{ maxHeight }}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
          }}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              className={cx(
                'dropdown__option',
                index === active && 'dropdown__option--active',
                index === selectedIndex && 'dropdown__option--selected',
              )}
              onClick={() => choose(index)}
              onMouseMove={() => {
                if (index !== active) setActive(index);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
