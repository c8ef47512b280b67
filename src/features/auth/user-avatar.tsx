import type { AccountUser } from '../../domain/accounts/user';
import './user-avatar.css';

/** The user's picture, else the first letter of the name (or e-mail) on a coloured disc. */
export function UserAvatar({
  user,
  size,
}: {
  user: Pick<AccountUser, 'name' | 'email' | 'avatar'> | null;
  size: number;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (user?.avatar) {
    return (
      <img
        className="user-avatar"
        src={user.avatar}
        alt=""
        width={size}
        height={size}
        style={style}
      />
    );
  }
  const letter = (user?.name.trim() || user?.email.trim() || '?').charAt(0).toUpperCase();
  return (
    <span className="user-avatar user-avatar--letter" style={style} aria-hidden="true">
      {letter}
    </span>
  );
}
