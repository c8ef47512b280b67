import { INDOOR_CONTENT as TEXT } from '../../../content/calculators/indoor';
import { indoorResultRows } from './indoor-result-rows';
import type { IndoorCalculator } from './use-indoor-calculator';
import './indoor-totals.css';

/** The totals panel: points, cost, days, recommendations and the three actions. */
export function IndoorTotals({ calculator }: { calculator: IndoorCalculator }) {
  const { result } = calculator;
  return (
    <aside className="indoor-totals" aria-labelledby="indoor-totals-title">
      <h3 className="indoor-totals__title" id="indoor-totals-title">
        {TEXT.totalsTitle}
      </h3>
      <dl className="indoor-totals__figures">
        {indoorResultRows(result).map((row) => (
          <div
            key={row.key}
            className={`indoor-totals__figure${row.wide ? ' indoor-totals__figure--wide' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd data-testid={`indoor-${row.key}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="indoor-totals__subtitle">{TEXT.recommendationsTitle}</h4>
      <ul className="indoor-totals__recommendations">
        {result.recommendations.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      <p className="indoor-totals__note">{TEXT.totalsNote}</p>
      <div className="indoor-totals__actions">
        <button type="button" className="button button--accent" onClick={calculator.assemble}>
          {TEXT.assembleLabel}
        </button>
        <button
          type="button"
          className="button indoor-totals__secondary"
          onClick={() => void calculator.copySummary()}
        >
          {TEXT.copyLabel}
        </button>
        <button
          type="button"
          className="button indoor-totals__secondary"
          onClick={calculator.reset}
        >
          {TEXT.resetLabel}
        </button>
      </div>
    </aside>
  );
}
