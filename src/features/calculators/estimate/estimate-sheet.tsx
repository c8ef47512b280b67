import { site } from '../../../config/site';
import { ESTIMATE_NAMES, type EstimateKind } from '../../../domain/estimates/estimate-codec';
import { formatLongDate } from '../../../domain/format/date';
import { useToday } from '../../../ui/use-today';
import { ESTIMATE_NOTE, type EstimateReport, type ReportRow } from './estimate-report';

function Rows({ rows }: { rows: readonly ReportRow[] }) {
  return (
    <dl className="estimate-sheet__rows">
      {rows.map((row) => (
        <div key={row.label} className="estimate-sheet__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The estimate as it is printed (A4): the company, the date, the inputs, the results and the
 * note. Hidden on screen (display: none, so not read twice); the print stylesheet shows it alone.
 */
export function EstimateSheet({ kind, report }: { kind: EstimateKind; report: EstimateReport }) {
  const today = useToday();
  return (
    <article className="estimate-sheet" aria-label="Расчёт для печати">
      <header className="estimate-sheet__header">
        <p className="estimate-sheet__company">{site.product}</p>
        <p className="estimate-sheet__date">{formatLongDate(today)}</p>
      </header>
      <h2 className="estimate-sheet__title">{ESTIMATE_NAMES[kind]}: предварительный расчёт</h2>
      <h3 className="estimate-sheet__subtitle">Исходные данные</h3>
      <Rows rows={report.inputs} />
      <h3 className="estimate-sheet__subtitle">Результат</h3>
      <Rows rows={report.results} />
      {report.lines && report.lines.items.length > 0 ? (
        <>
          <h3 className="estimate-sheet__subtitle">{report.lines.title}</h3>
          <ul className="estimate-sheet__lines">
            {report.lines.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="estimate-sheet__note">{ESTIMATE_NOTE}</p>
    </article>
  );
}
