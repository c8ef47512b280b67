import type { MouseEvent } from 'react';
import { paths } from '../../../config/paths';
import { openAuthModal } from '../../../features/auth/modal-store';
import type { SessionStatus } from '../../../features/auth/session-store';
import { useSession } from '../../../features/auth/use-session';
import { lazyPart } from '../../../ui/lazy-part';
import './auth-slot.css';
import { plainClick } from '../../../ui/navigation';

/** Session state seen by the header (public-site §2.2, §4). */
export type AuthStatus = SessionStatus;

/** Only signed-in visitors see the menu: its code loads when one is. */
const ProfileMenu = lazyPart(() =>
  import('../../../features/auth/profile-menu').then((m) => m.ProfileMenu),
).Part;

const LINKS = [
  { label: 'Вход', href: paths.login, kind: 'login' },
  { label: 'Регистрация', href: paths.register, kind: 'register' },
] as const;

/** A plain click opens the modal in place; a modified click (new tab) follows the link to its page. */
function openInPlace(kind: 'login' | 'register') {
  return (event: MouseEvent<HTMLAnchorElement>) => plainClick(event, () => openAuthModal(kind));
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 20c1.5-3.5 4.4-5 8-5s6.5 1.5 8 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The phone header's account button: the login modal when signed out, the menu when signed in. */
function CompactAuth({ status }: { status: AuthStatus }) {
  const { user } = useSession();
  if (status === 'unknown') {
    return (
      <div className="auth-compact" aria-hidden="true">
        <span className="round-button auth-compact__button auth-compact__button--pending" />
      </div>
    );
  }
  if (status === 'signed-in' && user) {
    return (
      <div className="auth-compact">
        <ProfileMenu user={user} compact />
      </div>
    );
  }
  return (
    <div className="auth-compact">
      <button
        type="button"
        className="round-button auth-compact__button"
        aria-label="Войти в аккаунт"
        onClick={() => openAuthModal('login')}
      >
        <PersonIcon />
      </button>
    </div>
  );
}

/**
 * The header's auth slot. While the session is unknown it holds a neutral skeleton of the same
 * size as the links (hidden from assistive technology), so nothing shifts when they appear; signed
 * in it holds the profile menu. Its phone counterpart (an account button) sits beside it.
 */
export function AuthSlot({ status }: { status: AuthStatus }) {
  const { user } = useSession();
  let desktop;
  if (status === 'unknown') {
    desktop = (
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
  } else if (status === 'signed-in' && user) {
    desktop = (
      <div className="auth-slot">
        <ProfileMenu user={user} />
      </div>
    );
  } else {
    desktop = (
      <div className="auth-slot">
        {LINKS.map((link) => (
          <a
            key={link.href}
            href={link.href}
            className="auth-slot__item auth-slot__link"
            onClick={openInPlace(link.kind)}
          >
            {link.label}
          </a>
        ))}
      </div>
    );
  }
  return (
    <>
      {desktop}
      <CompactAuth status={status} />
    </>
  );
}
