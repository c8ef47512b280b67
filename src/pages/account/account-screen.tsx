import { isAdminUser } from '../../domain/accounts/admin';
import type { AccountUser } from '../../domain/accounts/user';
import { canReadLeads } from '../../domain/leads/lead-model';
import { paths } from '../../config/paths';
import { AccountLink } from './account-link';
import { AccountTabs } from './account-tabs';
import type { AccountTabKey } from './account-tab-model';
import { AdminTab } from './admin/admin-tab';
import { LeadsTab } from './leads/leads-tab';
import { MembersTab } from './admin/members-tab';
import { ProfileTab } from './profile/profile-tab';
import { SettingsTab } from './settings/settings-tab';
import { UserCard } from './user-card';

function NoAccess({ who = 'администраторам' }: { who?: string }) {
  return (
    <section className="account-layout__content account-panel">
      <h2 className="account-panel__title">Недоступно</h2>
      <p>Этот раздел открыт только {who}.</p>
      <AccountLink href={paths.accountTab('profile')}>Перейти в профиль</AccountLink>
    </section>
  );
}

function TabContent({ tab, user }: { tab: AccountTabKey; user: AccountUser }) {
  const admin = isAdminUser(user);
  switch (tab) {
    case 'personal':
      return <SettingsTab user={user} />;
    case 'admin':
      return admin ? <AdminTab /> : <NoAccess />;
    case 'leads':
      return canReadLeads(user) ? <LeadsTab /> : <NoAccess who="сотрудникам" />;
    case 'partner':
      return admin ? <MembersTab group="partner" /> : <NoAccess />;
    case 'supplier':
      return admin ? <MembersTab group="supplier" /> : <NoAccess />;
    default:
      return <ProfileTab user={user} />;
  }
}

/**
 * The signed-in account screen: the tab bar, the user card in the sidebar and the tab's content.
 * Profile and settings add the sidebar's save button; the admin tabs do not (§2.5). The leads
 * inbox takes the full width (its table needs it) and has no sidebar.
 */
export function AccountScreen({ tab, user }: { tab: AccountTabKey; user: AccountUser }) {
  const full = tab === 'leads';
  return (
    <>
      <AccountTabs active={tab} user={user} />
      <div className={full ? 'account-layout account-layout--full' : 'account-layout'}>
        {full ? null : <UserCard user={user} />}
        <TabContent key={tab} tab={tab} user={user} />
      </div>
    </>
  );
}
