import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalculatorKey } from '../../config/paths';
import type { CalculatorInputsMap } from '../../offline/calculator-inputs';
import {
  clearCalculatorInputs,
  loadStoredInputs,
  saveStoredInputs,
} from '../../offline/calculator-inputs-store';
import { useLocation, useNavigate } from 'react-router-dom';

/** Delay between the last change and the write to IndexedDB. */
export const SAVE_DEBOUNCE_MS = 300;

export type InputsUpdate<T> = T | ((previous: T) => T);

export interface LinkOptions<T> {
  /** Reads inputs from the address's query (a share link); null when it holds none. */
  fromLink?: (search: string) => T | null;
  /** Called once the inputs of a share link have been applied. */
  onLinked?: (inputs: T) => void;
}

export interface PersistedInputs<T> {
  inputs: T;
  setInputs: (update: InputsUpdate<T>) => void;
  /** Back to the defaults and forget the stored inputs. */
  reset: () => void;
}

/**
 * A calculator's inputs, kept on the device. The first render uses the defaults (identical on the
 * server and at hydration); an effect then restores the stored inputs, unless the user has
 * already changed something. Each change is saved after SAVE_DEBOUNCE_MS; a pending save is
 * written at once when the component unmounts. Storage operations run one after another, so a
 * reset is never undone by a late save.
 *
 * A share link wins over the stored inputs: when the address's query holds inputs (`fromLink`),
 * they replace the state, are saved like any edit, and the query is removed from the address
 * (replace, no new history entry), so a later reload shows what was edited since.
 */
export function usePersistedInputs<K extends CalculatorKey>(
  key: K,
  defaults: () => CalculatorInputsMap[K],
  sanitize: (value: unknown) => CalculatorInputsMap[K],
  link: LinkOptions<CalculatorInputsMap[K]> = {},
): PersistedInputs<CalculatorInputsMap[K]> {
  type T = CalculatorInputsMap[K];
  const [inputs, setState] = useState<T>(defaults);
  const touched = useRef(false);
  const pending = useRef<T | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const enqueue = useCallback((operation: () => Promise<void>) => {
    queue.current = queue.current.then(operation, operation);
  }, []);

  const location = useLocation();
  const navigate = useNavigate();
  const linkRef = useRef(link);
  useEffect(() => {
    linkRef.current = link;
  });

  useEffect(() => {
    const linked = location.search ? (linkRef.current.fromLink?.(location.search) ?? null) : null;
    if (linked === null) return;
    // Marks the state as the visitor's: the stored inputs, loading meanwhile, are then ignored.
    touched.current = true;
    setState(linked);
    linkRef.current.onLinked?.(linked);
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  useEffect(() => {
    let cancelled = false;
    void loadStoredInputs(key, sanitize).then((stored) => {
      if (cancelled) return;
      // No state change when nothing is stored: the defaults stay as rendered.
      if (stored !== null && !touched.current) setState(stored);
    });
    return () => {
      cancelled = true;
    };
  }, [key, sanitize]);

  useEffect(() => {
    if (!touched.current) return;
    pending.current = inputs;
    const timer = window.setTimeout(() => {
      pending.current = null;
      enqueue(() => saveStoredInputs(key, inputs, sanitize));
    }, SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [inputs, key, enqueue, sanitize]);

  useEffect(
    () => () => {
      const unsaved = pending.current;
      if (unsaved === null) return;
      pending.current = null;
      enqueue(() => saveStoredInputs(key, unsaved, sanitize));
    },
    [key, enqueue, sanitize],
  );

  const setInputs = useCallback((update: InputsUpdate<T>) => {
    touched.current = true;
    setState(update);
  }, []);

  const reset = useCallback(() => {
    touched.current = false;
    pending.current = null;
    setState(defaults());
    enqueue(() => clearCalculatorInputs(key));
  }, [defaults, key, enqueue]);

  return { inputs, setInputs, reset };
}
