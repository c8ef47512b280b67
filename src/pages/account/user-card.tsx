import { groupLabel } from '../../domain/accounts/groups';
import { roleLabel } from '../../domain/accounts/roles';
import type { AccountUser } from '../../domain/accounts/user';
import { displayName } from '../../features/auth/profile-menu';
import { UserAvatar } from '../../features/auth/user-avatar';

/** The sidebar card: avatar, name, e-mail, group and (when not a plain user) role. */
export function UserCard({ user }: { user: AccountUser }) {
  return (
    <div className="account-layout__card user-card card">
      <UserAvatar user={user} size={72} />
      <div className="user-card__text">
        <p className="user-card__name">{displayName(user)}</p>
        {user.email ? <p className="user-card__email">{user.email}</p> : null}
        <p className="user-card__badges">
          <span className="user-card__badge">{groupLabel(user.group)}</span>
          {user.role !== 'user' ? (
            <span className="user-card__badge user-card__badge--role">{roleLabel(user.role)}</span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
