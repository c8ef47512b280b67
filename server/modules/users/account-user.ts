import type { AccountUser } from '../../../src/domain/accounts/user';
import { normalizeGroup } from '../../../src/domain/accounts/groups';
import { normalizeRole } from '../../../src/domain/accounts/roles';
import type { UserRow } from './user-repository';

/** A row as the API shows it: never the hash; group and role normalised (§3.4). */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    group: normalizeGroup(row.group_code),
    role: normalizeRole(row.role),
    city: row.city,
    about: row.about,
    emailOptIn: row.email_opt_in === 1,
    isAdmin: row.is_admin === 1,
    avatar: row.avatar,
  };
}
