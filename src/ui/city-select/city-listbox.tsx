import type { Ref } from 'react';
import type { City } from '../../domain/cities/city';

/** Popup list height limit in px (accounts §2.2, §9). */
export const CITY_LIST_MAX_HEIGHT = 320;
/** What an empty search shows (accounts §8). */
export const CITY_NOT_FOUND = 'Не найдено';

export const cityKey = (city: City | undefined) =>
  city ? `${city.name}|${city.region ?? ''}` : null;

const optionLabel = (city: City) => (city.region ? `${city.name}, ${city.region}` : city.name);
const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

interface CityListboxProps {
  id: string;
  optionId: (index: number) => string;
  cities: readonly City[];
  /** Index of the highlighted option, or -1. */
  current: number;
  /** The chosen city's name. */
  value: string;
  onChoose: (city: City) => void;
  onHighlight: (city: City) => void;
  listRef: Ref<HTMLUListElement>;
}

/**
 * The popup of the city select: the matching cities (name, and the region smaller under it) in a
 * listbox at most 320 px high, or 'Не найдено'. Pressing inside keeps the focus in the input.
 */
export function CityListbox({
  id,
  optionId,
  cities,
  current,
  value,
  onChoose,
  onHighlight,
  listRef,
}: CityListboxProps) {
  return (
    <div className="city-select__popup" onMouseDown={(event) => event.preventDefault()}>
      <ul
        ref={listRef}
        id={id}
        role="listbox"
        aria-label="Города"
        className="city-select__list"
        style={{ maxHeight: CITY_LIST_MAX_HEIGHT }}
      >
        {cities.map((city, index) => (
          <li
            key={cityKey(city)}
            id={optionId(index)}
            role="option"
            aria-selected={city.name === value}
            aria-label={optionLabel(city)}
            className={cx(
              'city-select__option',
              index === current && 'city-select__option--active',
              city.name === value && 'city-select__option--selected',
            )}
            onClick={() => onChoose(city)}
            onMouseMove={() => {
              if (index !== current) onHighlight(city);
            }}
          >
            <span className="city-select__name">{city.name}</span>
            {city.region ? <span className="city-select__region">{city.region}</span> : null}
          </li>
        ))}
      </ul>
      <p className="city-select__empty" role="status">
        {cities.length === 0 ? CITY_NOT_FOUND : ''}
      </p>
    </div>
  );
}
