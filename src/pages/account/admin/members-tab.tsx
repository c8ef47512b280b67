import { useId } from 'react';
import { groupLabel } from '../../../domain/accounts/groups';
import type { AccountUser } from '../../../domain/accounts/user';
import { displayName } from '../../../features/auth/profile-menu';
import { UserAvatar } from '../../../features/auth/user-avatar';
import { ListState } from './list-state';
import { RevealList } from './reveal-list';
import { useUserList } from './use-user-list';
import './admin.css';

const TITLES = { partner: 'Партнёры', supplier: 'Поставщики' } as const;
const NOT_GIVEN = 'не указан';

function Member({ user }: { user: AccountUser }) {
  return (
    <div className="member">
      <UserAvatar user={user} size={40} />
      <div className="member__text">
        <p className="member__name">{displayName(user)}</p>
        <p className="member__meta">
          {user.email}
          {' · '}
          {user.phone || `телефон ${NOT_GIVEN}`}
          {' · '}
          {user.city || `город ${NOT_GIVEN}`}
        </p>
      </div>
    </div>
  );
}

/**
 * The partner and supplier tabs for admins (accounts §2.5, §6): the users of that group. Groups
 * are changed in the admin tab.
 */
export function MembersTab({ group }: { group: 'partner' | 'supplier' }) {
  const id = useId();
  const list = useUserList(group, '');
  return (
    <section className="account-layout__content account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-panel__title">
        {TITLES[group]}
      </h2>
      <p className="account-panel__lead">
        Пользователи группы «{groupLabel(group)}». Назначить группу можно во вкладке
        «Администратор».
      </p>
      <ListState status={list.status} empty={list.users.length === 0} onRetry={list.reload}>
        <RevealList
          label={TITLES[group]}
          items={list.users}
          itemKey={(user) => user.id}
          renderItem={(user) => <Member user={user} />}
          renderPreview={(user) => <Member user={user} />}
        />
      </ListState>
    </section>
  );
}
