import { useId, useState } from 'react';
import { ADMIN_GROUP, GROUP_LABELS, GROUP_OPTIONS } from '../../../domain/accounts/groups';
import { useSession } from '../../../features/auth/use-session';
import { SearchFilter } from '../filter-field';
import { LabeledSelect, type SelectOption } from '../labeled-select';
import { ListState } from './list-state';
import { RevealList } from './reveal-list';
import { UserRow, UserRowPreview } from './user-row';
import { useUserList } from './use-user-list';
import './admin.css';

const FILTER_GROUPS: SelectOption[] = [
  ...GROUP_OPTIONS.map((option) => ({ value: option.code as string, label: option.label })),
  { value: ADMIN_GROUP as string, label: GROUP_LABELS[ADMIN_GROUP] },
];

/**
 * The admin tab (accounts §2.5): every user with a group and a role selector, a group filter and a
 * search (both also applied locally), 5 rows then 5 more at a time.
 */
export function AdminTab() {
  const id = useId();
  const { user: self } = useSession();
  const [group, setGroup] = useState('');
  const [query, setQuery] = useState('');
  const list = useUserList(group, query);

  return (
    <section className="account-layout__content account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-panel__title">
        Пользователи
      </h2>
      <div className="admin-filters">
        <LabeledSelect
          label="Группа"
          value={group}
          options={[{ value: '', label: 'Все группы' }, ...FILTER_GROUPS]}
          onChange={setGroup}
        />
        <SearchFilter placeholder="Имя, логин или e-mail" value={query} onValue={setQuery} />
      </div>
      <ListState status={list.status} empty={list.users.length === 0} onRetry={list.reload}>
        <RevealList
          key={`${group}|${query}`}
          label="Пользователи"
          items={list.users}
          itemKey={(user) => user.id}
          renderItem={(user) => (
            <UserRow user={user} selfId={self?.id ?? null} onSaved={list.replaceUser} />
          )}
          renderPreview={(user) => <UserRowPreview user={user} />}
        />
      </ListState>
    </section>
  );
}
