import { useLocation } from 'react-router-dom';
import type { ServiceRow } from '../../content/service-pages/types';
import { MoreCell } from '../../ui/more-cell';
import { followServiceHref } from './follow-service-href';
import './service-table.css';

const rowNumber = (index: number) => String(index + 1).padStart(2, '0');

/**
 * The section's services table (public-site §2.13): «Услуга», «Направление» and a «Подробнее»
 * button per row that scrolls to the row's detail block or opens its sub-page. Stacked cards on
 * phones.
 */
export function ServiceTable({ rows, caption }: { rows: readonly ServiceRow[]; caption: string }) {
  const { pathname } = useLocation();

  return (
    <div className="service-table card card--raised">
      <table className="service-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="service-table__head">
          <tr>
            <th scope="col" className="service-table__th service-table__th--service">
              Услуга
            </th>
            <th scope="col" className="service-table__th">
              Направление
            </th>
            <th scope="col" className="service-table__th">
              <span className="visually-hidden">Действие</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} className="service-table__row">
              <td className="service-table__service">
                <span className="service-table__num" aria-hidden="true">
                  {rowNumber(index)}
                </span>
                <span id={`service-row-${row.key}`} className="service-table__name">
                  {row.title}
                </span>
              </td>
              <td className="service-table__dir" data-label="Направление">
                <span className="service-table__dir-text">{row.dir}</span>
              </td>
              <MoreCell
                className="service-table__action"
                buttonClassName="button button--ghost service-table__more"
                describedBy={`service-row-${row.key}`}
                onClick={() => followServiceHref(row.href, pathname)}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
