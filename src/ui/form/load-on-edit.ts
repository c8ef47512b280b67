import { useEffect, useRef } from 'react';

/**
 * A form's sending code (outbox first, time limits, settling) in its own chunk: it loads once the
 * visitor starts filling the form (`useLoadOnEdit`), so a page whose form is never touched does
 * not carry it at start, and by the submit it is there, offline too. A failed load is tried again
 * at the next call (the submit's), never cached as a failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/** Starts `load` when `values` first differ from the ones the form started with. */
export function useLoadOnEdit(values: unknown, load: () => Promise<unknown>): void {
  const initial = useRef(values);
  useEffect(() => {
    if (values !== initial.current) load().catch(() => undefined);
  }, [values, load]);
}
