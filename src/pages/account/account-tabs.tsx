import { useId, type MouseEvent } from 'react';
import type { AccountUser } from '../../domain/accounts/user';
import { useUnreadLeads } from '../../features/auth/use-unread-leads';
import { navigateTo, plainClick } from '../../ui/navigation';
import { ACCOUNT_TABS, tabAccess, type AccountTabKey } from './account-tab-model';
import './account-tabs.css';

export const LOCKED_TOOLTIP = 'Недоступно';

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** The unread count on the «Заявки» tab (its link is read out as «Заявки, непрочитанных: 3»). */
function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="account-tabs__badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export const unreadLabel = (label: string, count: number | null) =>
  count ? `${label}, непрочитанных: ${count}` : undefined;

/**
 * The account tab bar (accounts §2.5): the admin tab is hidden from non-admins; partner and
 * supplier are locked for them (not navigable, a lock icon and the tooltip 'Недоступно'). The
 * leads tab, for staff only, carries the unread count.
 */
export function AccountTabs({ active, user }: { active: AccountTabKey; user: AccountUser }) {
  const tooltipBase = useId();
  const unread = useUnreadLeads(user);
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) =>
    plainClick(event, () => navigateTo(href));

  return (
    <nav className="account-tabs" aria-label="Разделы личного кабинета">
      <ul className="account-tabs__list">
        {ACCOUNT_TABS.map((tab) => {
          const access = tabAccess(tab.key, user);
          if (access === 'hidden') return null;
          if (access === 'locked') {
            const tooltipId = `${tooltipBase}-${tab.key}`;
            return (
              <li key={tab.key} className="account-tabs__item">
                <button
                  type="button"
                  className="pill-tab account-tabs__tab account-tabs__tab--locked"
                  aria-disabled="true"
                  aria-describedby={tooltipId}
                >
                  <LockIcon />
                  {tab.label}
                </button>
                <span id={tooltipId} role="tooltip" className="account-tabs__tooltip">
                  {LOCKED_TOOLTIP}
                </span>
              </li>
            );
          }
          const current = tab.key === active;
          return (
            <li key={tab.key} className="account-tabs__item">
              <a
                href={tab.href}
                className={
                  current
                    ? 'pill-tab pill-tab--active account-tabs__tab'
                    : 'pill-tab account-tabs__tab'
                }
                aria-current={current ? 'page' : undefined}
                aria-label={tab.key === 'leads' ? unreadLabel(tab.label, unread) : undefined}
                onClick={follow(tab.href)}
              >
                {tab.label}
                {tab.key === 'leads' && unread ? <UnreadBadge count={unread} /> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
