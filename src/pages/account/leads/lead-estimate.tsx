import { readEstimate } from '../../../domain/leads/lead-estimate';

/** A calculator estimate sent with the request: a table when it has lines or totals, else JSON. */
export function LeadEstimate({ estimate }: { estimate: unknown }) {
  const view = readEstimate(estimate);
  if (!view) {
    return <pre className="lead-estimate__json">{JSON.stringify(estimate, null, 2)}</pre>;
  }
  return (
    <div className="lead-estimate">
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
      {view.totals.length > 0 ? (
        <dl className="lead-estimate__totals">
          {view.totals.map((total) => (
            <div key={total.label}>
              <dt>{total.label}</dt>
              <dd>{total.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
