import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { prefersReducedMotion } from '../../ui/navigation';
import { observeVisibility } from '../../ui/observe-visibility';
import './breakdown-bar.css';

export interface BreakdownSegment {
  key: string;
  label: string;
  percent: number;
  /** Shown under the label, e.g. the amount in roubles. */
  detail?: string;
}

/** The bar animates once when this share of it is visible (accounts §4.4, §9). */
export const BAR_VISIBLE_THRESHOLD = 0.35;
export const SEGMENT_DURATION_MS = 900;
export const SEGMENT_DELAY_MS = 150;
export const SEGMENT_STAGGER_MS = 120;

/** Delay of segment `index`: 150 ms plus 120 ms per index. */
export function segmentDelayMs(index: number): number {
  return SEGMENT_DELAY_MS + SEGMENT_STAGGER_MS * index;
}

type Phase = 'static' | 'waiting' | 'animating';

/**
 * A horizontal bar of shares with a legend. Rendered at its final widths on the server and at
 * hydration; after mount (unless reduced motion is preferred or IntersectionObserver is missing)
 * it collapses and grows each segment once, when 35 % of it is visible.
 */
export function BreakdownBar({
  title,
  segments,
}: {
  title: string;
  segments: readonly BreakdownSegment[];
}) {
  const titleId = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const bar = barRef.current;
    if (!bar || prefersReducedMotion()) return;
    const stop = observeVisibility(bar, BAR_VISIBLE_THRESHOLD, () => setPhase('animating'));
    if (stop) setPhase('waiting');
    return stop ?? undefined;
  }, []);

  return (
    <figure className="breakdown-bar card" aria-labelledby={titleId}>
      <figcaption className="breakdown-bar__title" id={titleId}>
        {title}
      </figcaption>
      <div className="breakdown-bar__track" ref={barRef} data-phase={phase} aria-hidden="true">
        {segments.map((segment, index) => (
          <span
            key={segment.key}
            className={`breakdown-bar__segment breakdown-bar__segment--${index % 4}`}
            data-testid={`breakdown-segment-${segment.key}`}
            style={
              {
                width: phase === 'waiting' ? '0%' : `${segment.percent}%`,
                transitionDuration: phase === 'animating' ? `${SEGMENT_DURATION_MS}ms` : '0ms',
                transitionDelay: phase === 'animating' ? `${segmentDelayMs(index)}ms` : '0ms',
              } as CSSProperties
            }
          />
        ))}
      </div>
      <ul className="breakdown-bar__legend">
        {segments.map((segment, index) => (
          <li key={segment.key} className="breakdown-bar__item">
            <span
              className={`breakdown-bar__swatch breakdown-bar__segment--${index % 4}`}
              aria-hidden="true"
            />
            <span className="breakdown-bar__label">{segment.label}</span>
            <span className="breakdown-bar__percent">{segment.percent}%</span>
            {segment.detail ? (
              <span className="breakdown-bar__detail">{segment.detail}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </figure>
  );
}
