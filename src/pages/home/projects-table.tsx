import { useId } from 'react';
import { paths } from '../../config/paths';
import {
  PROJECT_ROWS,
  SERVICE_ABBREVIATIONS,
  type ProjectBadge,
} from '../../content/home/projects';
import { MoreCell } from '../../ui/more-cell';
import { navigateTo } from '../../ui/navigation';
// projects-table.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

const BADGE_CLASS: Record<ProjectBadge, string> = {
  Сдан: 'projects-table__badge--done',
  'В работе': 'projects-table__badge--active',
  Гарантия: 'projects-table__badge--warranty',
};

/**
 * The projects table (public-site §2.7): Заказчик, Название, Год, Услуги and a «Подробнее» button
 * that opens the projects catalogue, where the details of each object will live.
 */
export function ProjectsTable() {
  const baseId = useId();

  return (
    <div className="projects-table">
      <table className="projects-table__table">
        <caption className="visually-hidden">Последние объекты</caption>
        <thead>
          <tr>
            <th scope="col">Заказчик</th>
            <th scope="col">Название</th>
            <th scope="col">Год</th>
            <th scope="col">Услуги</th>
            <th scope="col">
              <span className="visually-hidden">Подробности</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {PROJECT_ROWS.map((row, index) => {
            const titleId = `${baseId}-${index}`;
            return (
              <tr key={row.client} className="projects-table__row">
                <td className="projects-table__customer">{row.name}</td>
                <td id={titleId} className="projects-table__object">
                  {row.client}
                </td>
                <td className="projects-table__year">{row.year}</td>
                <td className="projects-table__services">
                  <span className="projects-table__tags">
                    {row.services.map((abbr) => (
                      <abbr
                        key={abbr}
                        className="projects-table__tag"
                        title={SERVICE_ABBREVIATIONS[abbr]}
                      >
                        {abbr}
                      </abbr>
                    ))}
                  </span>
                  <span className={`projects-table__badge ${BADGE_CLASS[row.badge]}`}>
                    {row.badge}
                  </span>
                </td>
                <MoreCell
                  className="projects-table__action"
                  buttonClassName="projects-table__more"
                  describedBy={titleId}
                  onClick={() => navigateTo(paths.projects)}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
