import { useEffect, useState } from 'react';
import { activeStepIndex } from './scroll-spy';

/**
 * The id of the section the reader is in: recomputed on scroll and resize (once per frame) from
 * where each section's top is. The first id until the page has been measured (also on the server).
 */
export function useScrollSpy(ids: readonly string[]): [string, (id: string) => void] {
  const [active, setActive] = useState(ids[0] ?? '');

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = ids.map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity,
      );
      const next = ids[activeStepIndex(tops, window.innerHeight)];
      if (next) setActive(next);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  return [active, setActive];
}
