import { formatIndexScore, SCORE_MAX } from '../../domain/services/score';
import { formatShortDate, type CalendarDate } from '../../domain/format/date';
import { useToday } from '../../ui/use-today';
import './service-index.css';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = ({ year, month, day }: CalendarDate) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * The section index (public-site §2.13): the score with one decimal and « / 10», «Обновление:»
 * with today's date, and what the index means.
 */
export function ServiceIndex({ score, note }: { score: number; note: string }) {
  const today = useToday();
  const fill = `${Math.min(100, Math.max(0, (score / SCORE_MAX) * 100))}%`;

  return (
    <section className="service-index" aria-labelledby="service-index-title">
      <h2 id="service-index-title" className="service-index__title">
        Индекс загрузки
      </h2>
      <p className="service-index__score">{formatIndexScore(score)}</p>
      <div className="service-index__gauge" aria-hidden="true">
        <span className="service-index__gauge-fill" style={{ width: fill }} />
      </div>
      <p className="service-index__updated">
        Обновление: <time dateTime={isoDate(today)}>{formatShortDate(today)}</time>
      </p>
      <p className="service-index__note">{note}</p>
    </section>
  );
}
