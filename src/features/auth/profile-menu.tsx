import { useId, useRef, type FocusEvent, type MouseEvent } from 'react';
import { paths } from '../../config/paths';
import type { AccountUser } from '../../domain/accounts/user';
import { canReadLeads } from '../../domain/leads/lead-model';
import { navigateTo, plainClick } from '../../ui/navigation';
import { logout } from './session-store';
import { UserAvatar } from './user-avatar';
import { useHoverMenu } from './use-hover-menu';
import { useUnreadLeads } from './use-unread-leads';
import './profile-menu.css';

export const PROFILE_MENU_LABEL = 'В аккаунте';
export const USER_FALLBACK_NAME = 'Пользователь';

/** Public-site §2.2: every signed-in user sees all four links, Панель included. */
export const PROFILE_MENU_LINKS = [
  { label: 'Профиль', href: paths.account },
  { label: 'Коллекции', href: paths.collections },
  { label: 'Уведомления', href: paths.notifications },
  { label: 'Панель', href: paths.dashboard },
] as const;

/** Issue 12: staff (admins, managers) also get the leads inbox, with its unread count. */
export const LEADS_MENU_LABEL = 'Заявки';

/** The name or e-mail shown for a user, 'Пользователь' when there is neither. */
export function displayName(user: Pick<AccountUser, 'name' | 'email'> | null): string {
  return user?.name.trim() || user?.email.trim() || USER_FALLBACK_NAME;
}

/**
 * The header's profile menu (public-site §2.2). `compact` shows only the avatar (the phone header).
 */
export function ProfileMenu({ user, compact = false }: { user: AccountUser; compact?: boolean }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { open, close, onPointerEnter, onPointerLeave, onTriggerClick } = useHoverMenu(
    rootRef,
    triggerRef,
  );
  const panelId = useId();
  const name = displayName(user);
  const staff = canReadLeads(user);
  const unread = useUnreadLeads(user);

  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) =>
    plainClick(event, () => {
      close();
      navigateTo(href);
    });
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  return (
    <div
      ref={rootRef}
      className={compact ? 'profile-menu profile-menu--compact' : 'profile-menu'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className="profile-menu__trigger"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={compact ? `Аккаунт: ${name}` : undefined}
        onClick={onTriggerClick}
      >
        <UserAvatar user={user} size={32} />
        {compact ? null : <span className="profile-menu__trigger-name">{name}</span>}
      </button>
      {open ? (
        <div id={panelId} className="profile-menu__panel">
          <p className="profile-menu__label">{PROFILE_MENU_LABEL}</p>
          <p className="profile-menu__name" title={name}>
            {name}
          </p>
          <ul className="profile-menu__links">
            {PROFILE_MENU_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="profile-menu__link" onClick={follow(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
            {staff ? (
              <li>
                <a
                  href={paths.accountLeads}
                  className="profile-menu__link"
                  aria-label={unread ? `${LEADS_MENU_LABEL}, непрочитанных: ${unread}` : undefined}
                  onClick={follow(paths.accountLeads)}
                >
                  {LEADS_MENU_LABEL}
                  {unread ? (
                    <span className="profile-menu__count" aria-hidden="true">
                      {unread > 99 ? '99+' : unread}
                    </span>
                  ) : null}
                </a>
              </li>
            ) : null}
          </ul>
          <button
            type="button"
            className="profile-menu__logout"
            onClick={() => {
              close();
              void logout();
            }}
          >
            Выход
          </button>
        </div>
      ) : null}
    </div>
  );
}
