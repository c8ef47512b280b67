import { ESTIMATE_NAMES, summaryOfLink } from '../../../domain/estimates/estimate-kinds';
import { formatSavedAt, type SavedEstimate } from '../../../domain/estimates/saved-list';
import type { EstimateKind } from '../../../domain/estimates/estimate-kinds';
import { scrollToId } from '../../../ui/navigation';
import { Link } from '../../../ui/link';

/** Each calculator's heading: «Открыть» on its own page brings the restored inputs into view. */
const CALCULATOR_HEADINGS: Readonly<Record<EstimateKind, string>> = {
  'power-connection': 'connection-calculator-title',
  'power-upgrade': 'upgrade-quiz-title',
  indoor: 'indoor-configurator-title',
};

function onOpen(item: SavedEstimate): void {
  if (window.location.pathname === item.link.split('?')[0]) {
    scrollToId(CALCULATOR_HEADINGS[item.kind]);
  }
}

function readableLink(link: string): string {
  try {
    return decodeURIComponent(link.replace(/\+/g, ' '));
  } catch {
    return link;
  }
}

/**
 * «Мои расчёты»: the estimates of all three calculators kept on this device, newest first, with
 * the calculator's name, the date, a summary and the link; «Открыть» goes to the link (the
 * calculator then takes its inputs), «Удалить» forgets one.
 */
export function SavedEstimatesList({
  list,
  onRemove,
}: {
  list: readonly SavedEstimate[];
  onRemove: (id: string) => void;
}) {
  // Empty, «Мои расчёты» shows its hint instead (estimate-tools.tsx: this list loads when needed).
  if (list.length === 0) return null;
  return (
    <ul className="saved-estimates" aria-label="Сохранённые расчёты">
      {list.map((item) => {
        const date = formatSavedAt(item.savedAt);
        const summary = summaryOfLink(item.kind, item.link);
        return (
          <li key={item.id} className="saved-estimates__item">
            <p className="saved-estimates__head">
              <span className="saved-estimates__name">{ESTIMATE_NAMES[item.kind]}</span>{' '}
              <time dateTime={new Date(item.savedAt).toISOString()}>{date}</time>
            </p>
            <p className="saved-estimates__summary">{summary}</p>
            <p className="saved-estimates__link">{readableLink(item.link)}</p>
            <div className="saved-estimates__actions">
              <Link
                className="button button--ghost"
                to={item.link}
                onClick={() => onOpen(item)}
                aria-label={`Открыть расчёт от ${date}: ${summary}`}
              >
                Открыть
              </Link>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Удалить расчёт от ${date}: ${summary}`}
                onClick={() => onRemove(item.id)}
              >
                Удалить
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
