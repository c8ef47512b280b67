import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { foldText } from '../../../src/domain/leads/lead-search';
import type { Database, UsersTable } from '../../db/schema';
import { SQLITE_FOLD_FUNCTION } from '../../db/sql-functions';
import { isSqlite, type Queryable } from '../../db/transaction';

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
export const foldForSearch = foldText;

type UsersBuilder = ExpressionBuilder<Database, 'users'>;
type SearchedColumn = 'name' | 'username' | 'email';

const UPPER_CYRILLIC = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const LOWER_CYRILLIC = 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе';

/**
 * Whether a column, folded as foldForSearch folds, contains the folded needle: the one place where
 * the SQL differs by engine. SQLite's lower() folds ASCII only, so it calls the registered function;
 * PostgreSQL lowers and maps the Cyrillic capitals and ё itself, whatever the database's locale.
 */
function containsFolded(
  db: Queryable,
  column: SearchedColumn,
  needle: string,
): Expression<SqlBool> {
  const ref = sql.ref(`users.${column}`);
  return isSqlite(db)
    ? sql<SqlBool>`instr(${sql.raw(SQLITE_FOLD_FUNCTION)}(${ref}), ${needle}) > 0`
    : sql<SqlBool>`strpos(translate(lower(${ref}), ${UPPER_CYRILLIC}, ${LOWER_CYRILLIC}), ${needle}) > 0`;
}

/** An admin by the flag, the role or the group (accounts §6). */
const isAdminRow = (eb: UsersBuilder): Expression<SqlBool> =>
  eb.or([eb('is_admin', '=', 1), eb('role', '=', 'admin'), eb('group_code', '=', 'admin')]);

/** Every query on users, on Kysely over the table type; `db` may be a transaction. */
export function createUserRepository(db: Queryable) {
  const now = () => new Date().toISOString();

  /** The list's filter: a group and/or folded text found in the name, username or e-mail. */
  const filtered = (query: Omit<UserListQuery, 'limit' | 'offset'>) => {
    let q = db.selectFrom('users');
    if (query.group !== null) q = q.where('group_code', '=', query.group);
    if (query.q !== '') {
      const needle = query.q;
      q = q.where((eb) =>
        eb.or(
          (['name', 'username', 'email'] as const).map((column) =>
            containsFolded(db, column, needle),
          ),
        ),
      );
    }
    return q;
  };

  return {
    findById: (id: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Case-insensitive (collate nocase on SQLite, citext on PostgreSQL). */
    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    /** Inserts a user; false when the e-mail is taken (decided by the unique index). */
    async insert(row: NewUserRow): Promise<boolean> {
      const at = now();
      const inserted = await db
        .insertInto('users')
        .values({
          role: 'user',
          is_admin: 0,
          group_code: 'user',
          phone: '',
          city: '',
          about: '',
          avatar: null,
          ...row,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async updateProfile(id: string, columns: ProfileColumns): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...columns, updated_at: now() })
        .where('id', '=', id)
        .execute();
    },
    async updatePassword(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now() })
        .where('id', '=', id)
        .execute();
    },
    async updateAccess(
      id: string,
      access: Pick<UserRow, 'group_code' | 'role' | 'is_admin'>,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...access, updated_at: now() })
        .where('id', '=', id)
        .execute();
    },
    async countAdmins(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(isAdminRow)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async list(query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(query)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        filtered(query)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
