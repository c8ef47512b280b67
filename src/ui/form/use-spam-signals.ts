import { useCallback, useRef, type RefObject } from 'react';
import { HONEYPOT_FIELD, normalizeFillMs } from '../../domain/leads/spam-check';

/** What a public form sends besides its fields (issue 12): the honeypot's value and the fill time. */
export interface SpamSignalFields {
  [HONEYPOT_FIELD]: string;
  fillMs: number;
}

/**
 * What the form's honeypot field (`HoneypotField`) is given: the input's ref, and where it notes
 * when the form appeared (ms since navigation start), once, as it mounts.
 */
export interface HoneypotRefs {
  inputRef: RefObject<HTMLInputElement | null>;
  shownAt: RefObject<number | null>;
}

export const now = () => (typeof performance === 'undefined' ? 0 : performance.now());

/**
 * The spam signals of a public form. The fill time runs from when the form appeared: navigation
 * start (performance.now()'s origin, 0) when it came in the server's HTML and is being hydrated,
 * else when it mounted; a form that was sent and cleared starts again. The honeypot is read from
 * the DOM at submit, so a value a bot put there before hydration counts too.
 *
 * Which of the two the form's appearance was is told by its honeypot field (HoneypotField), not
 * here: telling a hydration apart needs a store whose client value differs from the server's, and
 * React renders every component reading one again, synchronously, right after hydration. Read
 * here, that was the whole form (docs/decisions.md, 2026-11-29).
 */
export function useSpamSignals() {
  const shownAt = useRef<number | null>(null);
  const start = useRef<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const honeypot: HoneypotRefs = { inputRef, shownAt };

  const read = useCallback(
    (): SpamSignalFields => ({
      [HONEYPOT_FIELD]: inputRef.current?.value ?? '',
      // Not yet noted (no honeypot mounted): from navigation start, the longest, never spam by it.
      fillMs: normalizeFillMs(now() - (start.current ?? shownAt.current ?? 0)),
    }),
    [],
  );
  /** The form was sent and cleared: the next request's fill time starts now. */
  const restart = useCallback(() => {
    start.current = now();
    if (inputRef.current) inputRef.current.value = '';
  }, []);

  return { honeypot, read, restart };
}
