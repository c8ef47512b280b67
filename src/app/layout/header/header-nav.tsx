import { paths, type HomeSection } from '../../../config/paths';
import {
  toggleServicesOverlay,
  useServicesOverlayOpen,
} from '../../../features/services-overlay/overlay-store';
import { SiteLink } from './site-link';
import './header-nav.css';

const SECTION_LINKS: readonly { label: string; section: HomeSection; badge?: string }[] = [
  { label: 'О нас', section: 'about' },
  { label: 'Проекты', section: 'projects', badge: 'New' },
  { label: 'Контакты', section: 'contact' },
  { label: 'Отзывы', section: 'reviews' },
];

/** The header navigation (public-site §2.2): the services overlay toggle, then home sections. */
export function HeaderNav() {
  const overlayOpen = useServicesOverlayOpen();
  return (
    <nav className="header-nav" aria-label="Основная навигация">
      <ul className="header-nav__list">
        <li className="header-nav__item">
          <button
            type="button"
            className="pill-tab header-nav__link header-nav__services"
            aria-expanded={overlayOpen}
            aria-controls="services-overlay"
            onClick={toggleServicesOverlay}
          >
            <span className="header-nav__grid" aria-hidden="true">
              <i />
              <i />
              <i />
              <i />
            </span>
            Услуги
          </button>
        </li>
        {SECTION_LINKS.map((item) => (
          <li key={item.section} className="header-nav__item header-nav__item--section">
            <SiteLink href={paths.homeSection(item.section)} className="pill-tab header-nav__link">
              {item.label}
              {item.badge && <span className="header-nav__badge">{item.badge}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
