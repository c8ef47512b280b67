import { useId, useRef, type CSSProperties } from 'react';
import {
  formatPercent,
  segmentDelayMs,
  SHARE_SEGMENT_DURATION_MS,
  type ShareItem,
} from '../../domain/services/share';
import { formatScore10, SCORE_MAX } from '../../domain/services/score';
import { useRevealOnce } from './use-reveal-once';
import './share-bar.css';

const TONES = 5;
/** Segments narrower than this keep their percent in the legend only. */
const MIN_PCT_FOR_INLINE_VALUE = 10;

export interface ShareBarProps {
  title: string;
  caption: string;
  items: readonly ShareItem[];
}

/**
 * A section's share split as horizontal stacked segments (public-site §2.13, §4, §9). Fills from
 * zero once 35 % of the block is in view, segment by segment; the legend below always carries the
 * values as text.
 */
export function ShareBar({ title, caption, items }: ShareBarProps) {
  const blockRef = useRef<HTMLElement>(null);
  const { shown, animating } = useRevealOnce(blockRef);
  const titleId = useId();

  const segmentStyle = (item: ShareItem, index: number): CSSProperties => ({
    width: shown ? `${item.sharePct}%` : '0%',
    ...(animating && {
      transitionDuration: `${SHARE_SEGMENT_DURATION_MS}ms`,
      transitionDelay: `${segmentDelayMs(index)}ms`,
    }),
  });

  return (
    <section
      ref={blockRef}
      className={
        shown ? 'share-bar card card--raised share-bar--shown' : 'share-bar card card--raised'
      }
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="share-bar__title">
        {title}
      </h2>
      <p className="share-bar__caption">{caption}</p>
      <div className="share-bar__track" aria-hidden="true">
        {items.map((item, index) => (
          <span
            key={item.key}
            className={`share-bar__segment share-bar__tone-${index % TONES}`}
            data-testid="share-segment"
            style={segmentStyle(item, index)}
          >
            {item.sharePct >= MIN_PCT_FOR_INLINE_VALUE && (
              <span className="share-bar__segment-value">{formatPercent(item.sharePct)}</span>
            )}
          </span>
        ))}
      </div>
      <ul className="share-bar__legend">
        {items.map((item, index) => (
          <li key={item.key} className="share-bar__legend-item">
            <span
              className={`share-bar__swatch share-bar__tone-${index % TONES}`}
              aria-hidden="true"
            />
            <span className="share-bar__label">{item.label}</span>
            <span className="share-bar__pct">{formatPercent(item.sharePct)}</span>
            <span className="share-bar__score">
              {formatScore10(item.score10)}
              <span className="share-bar__score-max"> / {SCORE_MAX}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
