import { readEstimate } from '../../../domain/leads/lead-estimate';

function Totals({ totals }: { totals: { label: string; value: string }[] }) {
  return (
    <dl className="lead-estimate__totals">
      {totals.map((total) => (
        <div key={total.label}>
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A calculator estimate sent with the request: a table when it has lines or totals, else JSON; the
 * calculator and app version when given, and the flag with the server's totals when its
 * recomputation differed.
 */
export function LeadEstimate({ estimate }: { estimate: unknown }) {
  const view = readEstimate(estimate);
  if (!view) {
    return <pre className="lead-estimate__json">{JSON.stringify(estimate, null, 2)}</pre>;
  }
  return (
    <div className="lead-estimate">
      {view.title ? (
        <p className="lead-estimate__title">
          {view.title}
          {view.appVersion ? (
            <span className="lead-estimate__version"> · версия приложения {view.appVersion}</span>
          ) : null}
        </p>
      ) : null}
      {view.mismatch ? (
        <div className="lead-estimate__mismatch" role="note">
          <p>
            <strong>{view.mismatch.text}.</strong> Таблица ниже — как отправлено с устройства. Итоги
            по расчёту сервера:
          </p>
          <Totals totals={view.mismatch.totals} />
        </div>
      ) : null}
      {view.lines ? (
        <div className="lead-estimate__scroll">
          <table className="lead-estimate__table">
            <caption className="visually-hidden">Строки расчёта</caption>
            <thead>
              <tr>
                {view.lines.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.lines.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {view.totals.length > 0 ? <Totals totals={view.totals} /> : null}
    </div>
  );
}
