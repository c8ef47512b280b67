import { paths } from '../../../config/paths';
import { SiteLink } from './site-link';
import './auth-slot.css';

/** Session state seen by the header (public-site §2.2, §4); 'signed-in' arrives with accounts. */
export type AuthStatus = 'unknown' | 'signed-out';

const LINKS = [
  { label: 'Вход', href: paths.login },
  { label: 'Регистрация', href: paths.register },
] as const;

/**
 * The header's auth slot. While the session is unknown it holds a neutral skeleton of the same
 * size as the links (hidden from assistive technology), so nothing shifts when they appear.
 */
export function AuthSlot({ status }: { status: AuthStatus }) {
  if (status === 'unknown') {
    return (
      <div className="auth-slot auth-slot--pending" aria-hidden="true">
        {LINKS.map((link) => (
          <span
            key={link.href}
            className="auth-slot__item auth-slot__skeleton"
            data-size={link.label}
          />
        ))}
      </div>
    );
  }
  return (
    <div className="auth-slot">
      {LINKS.map((link) => (
        <SiteLink key={link.href} href={link.href} className="auth-slot__item auth-slot__link">
          {link.label}
        </SiteLink>
      ))}
    </div>
  );
}
