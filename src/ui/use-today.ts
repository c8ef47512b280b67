import { useSyncExternalStore } from 'react';
import { BUILD_DATE } from '../config/build-info';
import { parseIsoDate, toIsoDate, type CalendarDate } from '../domain/format/date';

const noopSubscribe = () => () => undefined;

/**
 * Today's date. Prerendering and hydration use the build date (so the markup matches), then the
 * client re-renders with the visitor's own today.
 */
export function useToday(): CalendarDate {
  const iso = useSyncExternalStore(
    noopSubscribe,
    () => toIsoDate(new Date()),
    () => BUILD_DATE,
  );
  return parseIsoDate(iso) ?? { year: 2026, month: 1, day: 1 };
}
