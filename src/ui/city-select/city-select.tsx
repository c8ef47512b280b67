import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import type { City } from '../../domain/cities/city';
import { normalizeCityText, searchCities } from '../../domain/cities/search-cities';
import { moveActive } from '../dropdown/dropdown-keys';
import { CityListbox, cityKey } from './city-listbox';
import { useCityList } from './use-city-list';
import './city-select.css';

export interface CitySelectProps {
  /** Goes on the input, so an outside `<label htmlFor={id}>` names the control. */
  id: string;
  /** The chosen city ('' when none). */
  value: string;
  onChange: (city: string) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  /** Gets the input too (a form focuses its first invalid control). */
  inputRef?: (input: HTMLInputElement | null) => void;
}

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/**
 * A searchable city field (accounts §2.2, §2.5): an input with role="combobox" and a listbox popup.
 * Typing filters the cities; arrows, Home, End, Enter choose; Escape, Tab and a click outside close.
 * Leaving the field keeps a typed name only when it is exactly a city of the list.
 */
export function CitySelect({
  id,
  value,
  onChange,
  invalid = false,
  describedBy,
  placeholder = 'Начните вводить город',
  inputRef: outerRef,
}: CitySelectProps) {
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [cities, ensureLoaded] = useCityList();
  const [open, setOpen] = useState(false);
  /** The text being typed; null while the input shows the chosen city. */
  const [draft, setDraft] = useState<string | null>(null);
  /** The highlighted city (by key, so it stays put when the full list arrives). */
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const results = searchCities(cities, draft ?? '');
  const current =
    activeKey === null ? -1 : results.findIndex((city) => cityKey(city) === activeKey);
  const chosen = (list: readonly City[]) => cityKey(list.find((city) => city.name === value));

  const openList = () => {
    ensureLoaded();
    if (open) return;
    setActiveKey(chosen(results));
    setOpen(true);
  };

  /** Closes the popup; a typed exact city name (or an emptied field) becomes the value. */
  const close = (keepTyped: boolean) => {
    setOpen(false);
    if (draft === null) return;
    setDraft(null);
    if (!keepTyped) return;
    const typed = normalizeCityText(draft);
    const match = typed ? cities.find((city) => normalizeCityText(city.name) === typed) : undefined;
    const next = typed ? match?.name : '';
    if (next !== undefined && next !== value) onChange(next);
  };

  const choose = (city: City | undefined) => {
    setOpen(false);
    setDraft(null);
    if (city && city.name !== value) onChange(city.name);
  };

  const onOutsidePointer = useEffectEvent(() => close(true));

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      onOutsidePointer();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  useEffect(() => {
    if (!open || current < 0) return;
    listRef.current?.children[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current]);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    ensureLoaded();
    setDraft(text);
    setOpen(true);
    // Typing highlights nothing (WAI-ARIA combobox, list autocomplete without automatic
    // selection): the first ArrowDown lands on the first match. An emptied field goes back to the
    // chosen city.
    setActiveKey(normalizeCityText(text) ? null : chosen(searchCities(cities, text)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key } = event;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        event.preventDefault();
        openList();
      }
      return;
    }
    const moved = moveActive(key, current, results.length);
    if (moved !== null) {
      event.preventDefault();
      if (results.length > 0) setActiveKey(cityKey(results[moved]));
    } else if (key === 'Enter') {
      event.preventDefault();
      // With nothing highlighted, Enter takes an exactly typed city name (as leaving does).
      if (current >= 0) choose(results[current]);
      else close(true);
    } else if (key === 'Escape') {
      // Only the list closes: a surrounding modal stays open.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      close(false);
    } else if (key === 'Tab') {
      close(true);
    }
  };

  const shown = draft ?? value;
  return (
    <div ref={rootRef} className={cx('city-select', open && 'city-select--open')}>
      <input
        ref={(input) => {
          inputRef.current = input;
          outerRef?.(input);
        }}
        id={id}
        type="text"
        role="combobox"
        className={cx('city-select__input', invalid && 'city-select__input--invalid')}
        value={shown}
        placeholder={placeholder}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={open && current >= 0 ? optionId(current) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onFocus={ensureLoaded}
        onClick={openList}
        onChange={onInput}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && rootRef.current?.contains(next)) return;
          if (open || draft !== null) close(true);
        }}
      />
      <span
        className="city-select__chevron"
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          inputRef.current?.focus();
          if (open) close(true);
          else openList();
        }}
      />
      {open ? (
        <CityListbox
          id={listboxId}
          optionId={optionId}
          cities={results}
          current={current}
          value={value}
          onChoose={choose}
          onHighlight={(city) => setActiveKey(cityKey(city))}
          listRef={listRef}
        />
      ) : null}
    </div>
  );
}
