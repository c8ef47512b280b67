import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { HONEYPOT_FIELD, normalizeFillMs } from '../../domain/leads/spam-check';

/** What a public form sends besides its fields (issue 12): the honeypot's value and the fill time. */
export interface SpamSignalFields {
  [HONEYPOT_FIELD]: string;
  fillMs: number;
}

const subscribeNothing = () => () => undefined;
const now = () => (typeof performance === 'undefined' ? 0 : performance.now());

/**
 * The spam signals of a public form. The fill time runs from when the form appeared: navigation
 * start (performance.now()'s origin, 0) when it came in the server's HTML and is being hydrated,
 * else when it mounted; a form that was sent and cleared starts again. The honeypot is read from
 * the DOM at submit, so a value a bot put there before hydration counts too.
 */
export function useSpamSignals() {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [shownAt] = useState(() => (hydrating ? 0 : now()));
  const start = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  const read = useCallback(
    (): SpamSignalFields => ({
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      fillMs: normalizeFillMs(now() - (start.current ?? shownAt)),
    }),
    [shownAt],
  );
  /** The form was sent and cleared: the next request's fill time starts now. */
  const restart = useCallback(() => {
    start.current = now();
    if (honeypotRef.current) honeypotRef.current.value = '';
  }, []);

  return { honeypotRef, read, restart };
}
