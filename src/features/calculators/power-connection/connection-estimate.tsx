import { useEffect, useRef } from 'react';
import { POWER_CONNECTION_CONTENT as TEXT } from '../../../content/calculators/power-connection';
import { DAY_FORMS, WEEK_FORMS, pluralRu } from '../../../domain/calculators/plural';
import { scrollToId } from '../../../ui/navigation';
import type { PowerConnectionState } from './use-power-connection';
import './connection-estimate.css';

const ESTIMATE_ID = 'connection-estimate';

/** The estimate panel: category, term in days and ≈ weeks, next steps (after 'Рассчитать'). */
export function ConnectionEstimate({ state }: { state: PowerConnectionState }) {
  const { result, calculatedInputs, stale } = state;
  const panelRef = useRef<HTMLElement>(null);

  // On narrow screens the panel sits below the form: bring a fresh estimate into view.
  useEffect(() => {
    const panel = panelRef.current;
    if (!calculatedInputs || !panel) return;
    if (panel.getBoundingClientRect().top > window.innerHeight * 0.6) scrollToId(ESTIMATE_ID);
  }, [calculatedInputs]);

  return (
    <section
      ref={panelRef}
      id={ESTIMATE_ID}
      className="connection-estimate"
      aria-labelledby="connection-estimate-title"
    >
      <h3 className="connection-estimate__title" id="connection-estimate-title">
        {TEXT.estimateTitle}
      </h3>
      <div aria-live="polite">
        {result && calculatedInputs ? (
          <>
            <p className="connection-estimate__address">{calculatedInputs.address}</p>
            <dl className="connection-estimate__figures">
              <div className="connection-estimate__figure">
                <dt>{TEXT.categoryCaption}</dt>
                <dd className="connection-estimate__value">{result.category.label}</dd>
              </div>
              <div className="connection-estimate__figure">
                <dt>{TEXT.termCaption}</dt>
                <dd className="connection-estimate__value">
                  {result.days} {pluralRu(result.days, DAY_FORMS)}
                  <span className="connection-estimate__weeks">
                    ≈ {result.weeks} {pluralRu(result.weeks, WEEK_FORMS)}
                  </span>
                </dd>
              </div>
            </dl>
            <h4 className="connection-estimate__steps-title">{TEXT.nextStepsTitle}</h4>
            <ol className="connection-estimate__steps">
              {result.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {stale ? <p className="connection-estimate__stale">{TEXT.estimateStale}</p> : null}
            <p className="connection-estimate__note">{TEXT.estimateNote}</p>
          </>
        ) : (
          <p className="connection-estimate__empty">{TEXT.estimateEmpty}</p>
        )}
      </div>
    </section>
  );
}
