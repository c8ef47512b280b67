import { Link } from '../../ui/link';
import { paths } from '../../config/paths';
import { PROJECTS_TOTAL } from '../../content/home/projects';
import './projects-page.css';

/** /pages/projects (accounts §2.3): the catalogue placeholder, reached by «Смотреть работы». */
export function ProjectsPage() {
  return (
    <section className="projects-page" aria-labelledby="projects-page-title">
      <div className="container projects-page__inner">
        <p className="projects-page__count" aria-hidden="true">
          {PROJECTS_TOTAL}
        </p>
        <h1 id="projects-page-title" className="projects-page__title">
          Проекты
        </h1>
        <p className="projects-page__lead">
          Всего у нас {PROJECTS_TOTAL} проектов: офисы, склады, производство, медицина и торговля на
          Северо-Западе.
        </p>
        <p className="projects-page__text">
          Мы собираем каталог: скоро здесь появится полный список объектов с фотографиями, составом
          работ и сроками, а также фильтры по услугам, городам и годам. Пока два объекта подробно и
          таблица последних работ — на главной странице.
        </p>
        <div className="projects-page__actions">
          <Link className="button" to={paths.homeSection('projects')}>
            Проекты на главной
          </Link>
          <Link className="button button--ghost" to={paths.contact}>
            Обсудить свой объект
          </Link>
        </div>
      </div>
    </section>
  );
}
