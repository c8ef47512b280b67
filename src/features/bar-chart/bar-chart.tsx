import { useId, type CSSProperties } from 'react';
import { chartAxisMax, chartTicks } from '../../domain/services/chart';
import { formatScore10, SCORE_MAX } from '../../domain/services/score';
import type { ShareItem } from '../../domain/services/share';
import './bar-chart.css';

export interface BarChartProps {
  title: string;
  caption: string;
  items: readonly ShareItem[];
}

/**
 * Work-distribution bar chart (public-site §2.13, §9): one column per item, its score out of ten.
 * Columns on wide screens, horizontal bars on phones; values are always printed as text.
 */
export function BarChart({ title, caption, items }: BarChartProps) {
  const titleId = useId();
  const axisMax = chartAxisMax(items.map((item) => item.score10));
  const ticks = chartTicks(axisMax);

  return (
    <section className="bar-chart card card--raised" aria-labelledby={titleId}>
      <h2 id={titleId} className="bar-chart__title">
        {title}
      </h2>
      <p className="bar-chart__caption">{caption}</p>
      <div className="bar-chart__plot">
        <ul className="bar-chart__axis" aria-hidden="true">
          {ticks.map((tick) => (
            <li
              key={tick}
              className="bar-chart__tick"
              style={{ bottom: `${(tick / axisMax) * 100}%` }}
            >
              <span className="bar-chart__tick-label">{tick}</span>
            </li>
          ))}
        </ul>
        <ul className="bar-chart__bars">
          {items.map((item) => (
            <li
              key={item.key}
              className="bar-chart__item"
              style={
                {
                  '--bar-fill': `${(item.score10 / axisMax) * 100}%`,
                  '--bar-fill-of-max': `${(item.score10 / SCORE_MAX) * 100}%`,
                } as CSSProperties
              }
            >
              <span className="bar-chart__label">{item.label}</span>
              <span className="bar-chart__value">
                {formatScore10(item.score10)}
                <span className="visually-hidden"> из {SCORE_MAX}</span>
              </span>
              <span className="bar-chart__column" aria-hidden="true">
                <span className="bar-chart__fill" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
