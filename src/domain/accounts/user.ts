/** The account user as every accounts call returns it (accounts §3.4, §7). Pure types. */
import type { GroupCode } from './groups';
import type { RoleCode } from './roles';

export interface AccountUser {
  id: string;
  /** Display name. */
  name: string;
  username: string;
  email: string;
  /** '' when not given. */
  phone: string;
  group: GroupCode;
  role: RoleCode;
  /** '' until the user picks one. */
  city: string;
  about: string;
  emailOptIn: boolean;
  /** The stored admin flag; admin status itself is `isAdminUser(user)`. */
  isAdmin: boolean;
  /** An image data URL, or null without an avatar. */
  avatar: string | null;
}

/** The register and login answers: the user and a short-lived bearer access token. */
export interface AuthResult {
  user: AccountUser;
  accessToken: string;
}

/** The admin list answer. */
export interface UserList {
  users: AccountUser[];
  total: number;
}
