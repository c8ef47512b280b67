import type SQLite from 'better-sqlite3';
import type { UsersTable } from '../../db/schema';

export type UserRow = UsersTable;
export type NewUserRow = Pick<
  UserRow,
  'id' | 'email' | 'password_hash' | 'name' | 'username' | 'email_opt_in'
> &
  Partial<Pick<UserRow, 'role' | 'is_admin' | 'group_code'>>;

export type ProfileColumns = Pick<
  UserRow,
  'username' | 'name' | 'phone' | 'group_code' | 'city' | 'about' | 'email_opt_in' | 'avatar'
>;

export interface UserListQuery {
  limit: number;
  offset: number;
  /** Already folded (see foldForSearch); '' searches nothing. */
  q: string;
  group: string | null;
}

/** Lower case with ё read as е: the search compares folded text on both sides. */
export function foldForSearch(value: string): string {
  return value.normalize('NFC').toLowerCase().replace(/ё/g, 'е');
}

/** An admin by the flag, the role or the group (accounts §6), as SQL. */
const IS_ADMIN_SQL = "(is_admin = 1 OR role = 'admin' OR group_code = 'admin')";
const USER_COLUMNS = `id, email, password_hash, name, username, phone, group_code, role, city, about,
  email_opt_in, is_admin, avatar, created_at, updated_at`;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Every query on users. Prepared statements on the raw connection; SQLite's LIKE and lower() fold
 * ASCII only, so searching Cyrillic names uses a registered kub_fold() function.
 */
export function createUserRepository(sqlite: SQLite.Database) {
  sqlite.function('kub_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldForSearch(value) : value,
  );
  const byId = sqlite.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`);
  const byEmail = sqlite.prepare<[string], UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE email = ?`,
  );
  const insert = sqlite.prepare(
    `INSERT INTO users (id, email, password_hash, name, username, email_opt_in, role, is_admin,
       group_code, created_at, updated_at)
     VALUES (@id, @email, @password_hash, @name, @username, @email_opt_in, @role, @is_admin,
       @group_code, @now, @now)`,
  );
  const updateProfile = sqlite.prepare(
    `UPDATE users SET username = @username, name = @name, phone = @phone, group_code = @group_code,
       city = @city, about = @about, email_opt_in = @email_opt_in, avatar = @avatar,
       updated_at = @now
     WHERE id = @id`,
  );
  const updatePassword = sqlite.prepare<[string, string, string]>(
    'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?',
  );
  const updateAccess = sqlite.prepare(
    `UPDATE users SET group_code = @group_code, role = @role, is_admin = @is_admin,
       updated_at = @now WHERE id = @id`,
  );
  const countAdmins = sqlite.prepare<[], { n: number }>(
    `SELECT count(*) AS n FROM users WHERE ${IS_ADMIN_SQL}`,
  );

  const FILTER = `WHERE (@group IS NULL OR group_code = @group)
    AND (@q = '' OR instr(kub_fold(name), @q) > 0 OR instr(kub_fold(username), @q) > 0
      OR instr(kub_fold(email), @q) > 0)`;
  const list = sqlite.prepare<UserListQuery, UserRow>(
    `SELECT ${USER_COLUMNS} FROM users ${FILTER}
     ORDER BY created_at DESC, id LIMIT @limit OFFSET @offset`,
  );
  const count = sqlite.prepare<Omit<UserListQuery, 'limit' | 'offset'>, { n: number }>(
    `SELECT count(*) AS n FROM users ${FILTER}`,
  );

  const now = () => new Date().toISOString();

  return {
    findById: (id: string): UserRow | undefined => byId.get(id),
    /** Case-insensitive (the column is collate nocase). */
    findByEmail: (email: string): UserRow | undefined => byEmail.get(email),
    /** Inserts a user; false when the e-mail is taken (checked by the unique index). */
    insert(row: NewUserRow): boolean {
      try {
        insert.run({ role: 'user', is_admin: 0, group_code: 'user', ...row, now: now() });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    updateProfile(id: string, columns: ProfileColumns): void {
      updateProfile.run({ ...columns, id, now: now() });
    },
    updatePassword(id: string, passwordHash: string): void {
      updatePassword.run(passwordHash, now(), id);
    },
    updateAccess(id: string, access: Pick<UserRow, 'group_code' | 'role' | 'is_admin'>): void {
      updateAccess.run({ ...access, id, now: now() });
    },
    countAdmins: (): number => countAdmins.get()?.n ?? 0,
    list(query: UserListQuery): { rows: UserRow[]; total: number } {
      const { q, group } = query;
      return { rows: list.all(query), total: count.get({ q, group })?.n ?? 0 };
    },
    /** Runs `work` in one IMMEDIATE transaction (synchronous: nothing interleaves). */
    transaction<T>(work: () => T): T {
      return sqlite.transaction(work).immediate();
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
