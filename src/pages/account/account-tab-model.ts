import { paths } from '../../config/paths';
import { canOpenTab, isAdminUser } from '../../domain/accounts/admin';
import type { AccountUser } from '../../domain/accounts/user';
import { canReadLeads } from '../../domain/leads/lead-model';

export type AccountTabKey = 'profile' | 'partner' | 'supplier' | 'personal' | 'leads' | 'admin';

export interface AccountTabDef {
  key: AccountTabKey;
  label: string;
  href: string;
}

/** Accounts §2.5: the tabs in order; /account is the profile tab. «Заявки» is issue 12's inbox. */
export const ACCOUNT_TABS: readonly AccountTabDef[] = [
  { key: 'profile', label: 'Профиль', href: paths.accountTab('profile') },
  { key: 'partner', label: 'Партнёры', href: paths.accountTab('partner') },
  { key: 'supplier', label: 'Поставщики', href: paths.accountTab('supplier') },
  { key: 'personal', label: 'Настройки', href: paths.accountTab('personal') },
  { key: 'leads', label: 'Заявки', href: paths.accountLeads },
  { key: 'admin', label: 'Администратор', href: paths.accountTab('admin') },
];

/** The tab an address shows (/account/leads/12 shows «Заявки»); /account and any unknown /account/... show the profile. */
export function tabFromPath(pathname: string): AccountTabKey {
  const segment = pathname.replace(/\/+$/, '').split('/')[2] ?? '';
  return ACCOUNT_TABS.find((tab) => tab.key === segment)?.key ?? 'profile';
}

export type TabAccess = 'open' | 'locked' | 'hidden';

/**
 * §2.5, §6: non-admins do not see the admin tab, and partner and supplier are locked for them.
 * «Заявки» is there only for those who read leads (admins and managers), hidden for the rest.
 */
export function tabAccess(tab: AccountTabKey, user: AccountUser | null): TabAccess {
  if (tab === 'leads') return canReadLeads(user) ? 'open' : 'hidden';
  if (canOpenTab(tab, user)) return 'open';
  return tab === 'admin' ? 'hidden' : 'locked';
}

export { isAdminUser };
