import { randomUUID } from 'node:crypto';
import type { RegisterInput } from '../../../src/domain/accounts/credentials';
import type { UserRow } from '../users/user-repository';
import type { AccountsContext } from './accounts-context';

export type RegisterOutcome = { kind: 'created'; user: UserRow } | { kind: 'taken' };

/** Creates an account; the username starts as the name (the register modal asks for one name). */
export async function registerUser(
  ctx: AccountsContext,
  input: RegisterInput,
): Promise<RegisterOutcome> {
  if (await ctx.users.findByEmail(input.email)) return { kind: 'taken' };
  const id = randomUUID();
  const created = await ctx.users.insert({
    id,
    email: input.email,
    password_hash: await ctx.passwords.hash(input.password),
    name: input.name,
    username: input.name,
    email_opt_in: input.emailOptIn ? 1 : 0,
  });
  const user = created ? await ctx.users.findById(id) : undefined;
  return user ? { kind: 'created', user } : { kind: 'taken' };
}

/**
 * The user for an e-mail and password, or null. An unknown e-mail costs a dummy hash, so both
 * failures take the same time; a hash made with older, weaker parameters is replaced.
 */
export async function checkCredentials(
  ctx: AccountsContext,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const user = await ctx.users.findByEmail(email);
  if (!user) {
    await ctx.passwords.verifyDummy(password);
    return null;
  }
  const result = await ctx.passwords.verify(password, user.password_hash);
  if (!result.ok) return null;
  if (result.needsRehash)
    await ctx.users.updatePassword(user.id, await ctx.passwords.hash(password));
  return user;
}
