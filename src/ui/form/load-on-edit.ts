import { useEffect, useRef } from 'react';
import { whenIdle } from '../when-idle';

/**
 * A form's sending code (outbox first, time limits, settling) in its own chunk: it loads once the
 * page is idle after its start, or earlier when the visitor starts filling the form
 * (`useLoadOnEdit`), so it is not part of the page's start, and by the submit it is there, offline
 * too (like the outbox itself, loaded after the start). A failed load is tried again
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

/**
 * Starts `load` once the browser is idle after the form mounted, or when `values` first differ
 * from the ones the form started with, whichever comes first (`load` is a `loadOnce`).
 */
export function useLoadOnEdit(values: unknown, load: () => Promise<unknown>): void {
  const initial = useRef(values);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
  useEffect(() => {
    if (values !== initial.current) load().catch(() => undefined);
  }, [values, load]);
}
