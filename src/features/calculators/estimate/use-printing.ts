import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

function printMedia(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('print')
    : null;
}

function subscribeToPrintMedia(onChange: () => void): () => void {
  const media = printMedia();
  media?.addEventListener?.('change', onChange);
  return () => media?.removeEventListener?.('change', onChange);
}

/**
 * True while the page is being printed: from «Распечатать», the browser's own print command
 * (beforeprint … afterprint) or print media (matchMedia('print'), as when a test emulates it).
 * The printout is rendered only then, so the page never holds its text twice. False on the
 * server and at hydration.
 */
export function usePrinting(): { printing: boolean; print: () => void } {
  const [requested, setRequested] = useState(false);
  const printMediaOn = useSyncExternalStore(
    subscribeToPrintMedia,
    () => printMedia()?.matches ?? false,
    () => false,
  );

  useEffect(() => {
    // The sheet must be in the DOM before the browser lays the page out for paper.
    const start = () => flushSync(() => setRequested(true));
    const stop = () => setRequested(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
    };
  }, []);

  const print = useCallback(() => {
    flushSync(() => setRequested(true));
    window.print();
  }, []);

  return { printing: requested || printMediaOn, print };
}
