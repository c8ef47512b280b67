import { paths, LEGAL_KEYS, type HomeSection, type LegalKey } from '../../config/paths';
import { site } from '../../config/site';
import { InstallAppButton } from '../../features/pwa/install-app-button';
import { useToday } from '../../ui/use-today';
import { SiteLink } from './header/site-link';
import './footer.css';
import { routeName } from '../route-registry';

const SECTION_LINKS: readonly { label: string; section: HomeSection }[] = [
  { label: 'Услуги', section: 'services' },
  { label: 'О нас', section: 'about' },
  { label: 'Проекты', section: 'projects' },
  { label: 'Контакты', section: 'contact' },
  { label: 'Отзывы', section: 'reviews' },
];

const LEGAL_LINKS: readonly { label: string; key: LegalKey }[] = LEGAL_KEYS.map((key) => ({
  label: routeName(paths.legal(key)),
  key,
}));

/** A tel: address: the digits of the phone, with the leading plus. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The page footer (public-site §1, §2.11): brand, section and legal links, contacts, copyright. */
export function Footer() {
  const { year } = useToday();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <SiteLink
            href={paths.home}
            className="footer__logo"
            aria-label={`${site.product} — на главную`}
          >
            <img src="/images/logo.svg" alt="" width={120} height={40} loading="lazy" />
          </SiteLink>
          <p className="footer__about">
            Электромонтаж, слаботочные и климатические системы, проектирование и общестрой под ключ
            — от обследования объекта до сдачи исполнительной документации.
          </p>
        </div>
        <nav className="footer__column" aria-labelledby="footer-sections">
          <h2 id="footer-sections" className="footer__heading">
            Разделы
          </h2>
          <ul className="footer__list">
            {SECTION_LINKS.map((link) => (
              <li key={link.section}>
                <SiteLink href={paths.homeSection(link.section)} className="footer__link">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__column" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer__heading">
            Документы
          </h2>
          <ul className="footer__list">
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <SiteLink href={paths.legal(link.key)} className="footer__link">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <address className="footer__column footer__contacts">
          <h2 className="footer__heading">Связаться</h2>
          <a className="footer__contact" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          <a className="footer__contact" href={telHref(site.phone)}>
            {site.phone}
          </a>
          <p className="footer__entity">{`${site.legalEntity}, г. ${site.legalCity}`}</p>
        </address>
      </div>
      <div className="footer__bottom">
        <p className="footer__copyright">{`© ${year} ${site.product}`}</p>
        <p className="footer__note">Инженерные системы и строительство под ключ</p>
        <InstallAppButton />
      </div>
    </footer>
  );
}
