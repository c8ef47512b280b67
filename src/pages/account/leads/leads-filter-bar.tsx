import { useEffect, useRef, useState } from 'react';
import {
  KIND_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type LeadFilters,
} from '../../../domain/leads/lead-filters';
import { SEARCH_MAX_LENGTH } from '../../../domain/leads/lead-search';
import { isLeadKind } from '../../../domain/leads/lead-model';
import { FilterField, SearchFilter } from '../filter-field';
import { LabeledSelect } from '../labeled-select';

/** Typing in the search waits this long before the list is asked for again. */
export const LEAD_SEARCH_DELAY_MS = 300;

function pickKind(value: string): LeadFilters['kind'] {
  return isLeadKind(value) ? value : '';
}
function pickStatus(value: string): LeadFilters['status'] {
  return STATUS_FILTER_OPTIONS.find((option) => option.value === value)?.value ?? '';
}

/**
 * The inbox's filter bar: search (debounced), kind, status, a Moscow date range, «Сбросить».
 * Every control has a visible label.
 */
/** A day bound of the filter (Moscow time), kept on the right side of the other bound. */
function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label} className="leads-filters__date">
      {(control) => (
        <input
          className="admin-filters__input"
          type="date"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        />
      )}
    </FilterField>
  );
}

export function LeadsFilterBar({
  filters,
  onChange,
  onReset,
}: {
  filters: LeadFilters;
  onChange: (next: LeadFilters) => void;
  onReset: () => void;
}) {
  const [text, setText] = useState(filters.q);
  const committed = useRef(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });

  // A change of the address from elsewhere (reset, back) shows its search text.
  useEffect(() => {
    if (filters.q === committed.current) return;
    committed.current = filters.q;
    clearTimeout(timer.current);
    setText(filters.q);
  }, [filters.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const typed = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      committed.current = value.trim();
      onChange({ ...latest.current, q: value });
    }, LEAD_SEARCH_DELAY_MS);
  };
  const set = (patch: Partial<LeadFilters>) => {
    clearTimeout(timer.current);
    committed.current = text.trim();
    onChange({ ...filters, q: text, ...patch });
  };
  const reset = () => {
    clearTimeout(timer.current);
    committed.current = '';
    setText('');
    onReset();
  };

  return (
    <div className="admin-filters leads-filters" role="search" aria-label="Фильтры заявок">
      <SearchFilter
        placeholder="Имя, e-mail, телефон или текст"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onValue={typed}
      />
      <LabeledSelect
        label="Тип"
        value={filters.kind}
        options={KIND_FILTER_OPTIONS}
        onChange={(value) => set({ kind: pickKind(value) })}
      />
      <LabeledSelect
        label="Статус"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(value) => set({ status: pickStatus(value) })}
      />
      <DateFilter
        label="С (МСК)"
        value={filters.from}
        max={filters.to}
        onChange={(from) => set({ from })}
      />
      <DateFilter
        label="По (МСК)"
        value={filters.to}
        min={filters.from}
        onChange={(to) => set({ to })}
      />
      <div className="leads-filters__actions">
        <button type="button" className="button button--ghost" onClick={reset}>
          Сбросить
        </button>
      </div>
    </div>
  );
}
