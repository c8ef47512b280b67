import { INDOOR_CONTENT as TEXT } from '../../../content/calculators/indoor';
import { formatRoubles } from '../../../domain/calculators/currency';
import { DAY_FORMS, pluralRu } from '../../../domain/calculators/plural';
import type { IndoorCalculator } from './use-indoor-calculator';
import './indoor-totals.css';

/** The totals panel: points, cost, days, recommendations and the three actions. */
export function IndoorTotals({ calculator }: { calculator: IndoorCalculator }) {
  const { result } = calculator;
  const figures = [
    { key: 'sockets', caption: TEXT.socketsCaption, value: String(result.sockets) },
    { key: 'lights', caption: TEXT.lightsCaption, value: String(result.lights) },
    { key: 'three', caption: TEXT.threeCaption, value: String(result.three) },
  ];
  return (
    <aside className="indoor-totals" aria-labelledby="indoor-totals-title">
      <h3 className="indoor-totals__title" id="indoor-totals-title">
        {TEXT.totalsTitle}
      </h3>
      <dl className="indoor-totals__figures">
        {figures.map((figure) => (
          <div key={figure.key} className="indoor-totals__figure">
            <dt>{figure.caption}</dt>
            <dd data-testid={`indoor-${figure.key}`}>{figure.value}</dd>
          </div>
        ))}
        <div className="indoor-totals__figure indoor-totals__figure--wide">
          <dt>{TEXT.costCaption}</dt>
          <dd data-testid="indoor-cost">≈ {formatRoubles(result.cost)}</dd>
        </div>
        <div className="indoor-totals__figure indoor-totals__figure--wide">
          <dt>{TEXT.daysCaption}</dt>
          <dd data-testid="indoor-days">
            {result.days} {pluralRu(result.days, DAY_FORMS)}
          </dd>
        </div>
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
