import { Link } from '../../ui/link';
import { paths } from '../../config/paths';
import './not-found-page.css';

/** The real "page not found" screen for an unknown address, with a way home. */
export function NotFoundPage() {
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Страница не найдена</h1>
      <p className="not-found__text">
        Такой страницы нет: возможно, адрес набран с ошибкой или страница переехала.
      </p>
      <div className="not-found__actions">
        <Link className="button" to={paths.home}>
          На главную
        </Link>
        <Link className="button button--ghost" to={paths.contact}>
          Оставить заявку
        </Link>
      </div>
    </section>
  );
}
