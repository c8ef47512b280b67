import { useId } from 'react';
import {
  ADMIN_GROUP,
  GROUP_LABELS,
  GROUP_OPTIONS,
  groupLabel,
} from '../../../domain/accounts/groups';
import { ROLE_OPTIONS, isRoleCode, roleLabel } from '../../../domain/accounts/roles';
import type { AccountUser } from '../../../domain/accounts/user';
import { displayName } from '../../../features/auth/profile-menu';
import { UserAvatar } from '../../../features/auth/user-avatar';
import { SelectInput, type SelectOption } from '../../../ui/form/select-input';
import { UNSAVED_MARK, useRowEdit } from './use-row-edit';

/** Every group an admin may give: the profile's eight and the admin group. */
const ADMIN_GROUP_OPTIONS: SelectOption[] = [
  ...GROUP_OPTIONS.map((option) => ({ value: option.code, label: option.label })),
  { value: ADMIN_GROUP, label: GROUP_LABELS[ADMIN_GROUP] },
];
const ROLE_SELECT: SelectOption[] = ROLE_OPTIONS.map(({ code, label }) => ({ value: code, label }));

function Identity({ user, nameId }: { user: AccountUser; nameId?: string }) {
  return (
    <div className="user-row__who">
      <UserAvatar user={user} size={40} />
      <div className="user-row__text">
        <p id={nameId} className="user-row__name">
          {displayName(user)}
        </p>
        <p className="user-row__email">
          {user.username ? `@${user.username} · ` : ''}
          {user.email}
        </p>
      </div>
    </div>
  );
}

/** The faded preview row under the visible ones (read-only). */
export function UserRowPreview({ user }: { user: AccountUser }) {
  return (
    <div className="user-row user-row--preview">
      <Identity user={user} />
      <div className="user-row__values">
        <span>{groupLabel(user.group)}</span>
        <span>{roleLabel(user.role)}</span>
      </div>
    </div>
  );
}

/** One user of the admin list with its group and role selectors (accounts §2.5, §4.3). */
export function UserRow({
  user,
  selfId,
  onSaved,
}: {
  user: AccountUser;
  selfId: string | null;
  onSaved: (user: AccountUser) => void;
}) {
  const edit = useRowEdit(user, { selfId, onSaved });
  const id = useId();
  const name = displayName(user);
  return (
    <article
      className={edit.dirty ? 'user-row user-row--dirty' : 'user-row'}
      aria-labelledby={`${id}-name`}
    >
      <Identity user={user} nameId={`${id}-name`} />
      <div className="user-row__controls">
        <SelectInput
          className="user-row__select"
          aria-label={`Группа: ${name}`}
          value={edit.group}
          options={ADMIN_GROUP_OPTIONS}
          onValue={edit.setGroup}
          disabled={edit.saving}
        />
        <SelectInput
          className="user-row__select"
          aria-label={`Роль: ${name}`}
          value={edit.role}
          options={ROLE_SELECT}
          onValue={(role) => {
            if (isRoleCode(role)) edit.setRole(role);
          }}
          disabled={edit.saving}
        />
      </div>
      <div className="user-row__actions">
        {edit.dirty ? <span className="user-row__unsaved">{UNSAVED_MARK}</span> : null}
        <button
          type="button"
          className="button user-row__button"
          disabled={!edit.dirty || edit.saving}
          onClick={() => void edit.save()}
        >
          {edit.saving ? 'Сохранение…' : 'Сохранить'}
        </button>
        <button
          type="button"
          className="button button--ghost user-row__button"
          disabled={!edit.dirty || edit.saving}
          onClick={edit.cancel}
        >
          Отмена
        </button>
        {edit.failure ? (
          <p className="user-row__failure" role="alert">
            {edit.failure}
          </p>
        ) : null}
      </div>
    </article>
  );
}
