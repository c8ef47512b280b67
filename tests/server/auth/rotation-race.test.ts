import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionService } from '../../../server/modules/auth/session-service';
import { buildAccountsApp, seedUser, type AccountsTestApp } from './accounts-helpers';

/** Two app servers on one database are two session services: one refresh token, one winner. */
describe('refresh-token rotation by two servers at once', () => {
  let t: AccountsTestApp;
  beforeEach(async () => {
    t = await buildAccountsApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('lets exactly one rotation win; the other is a reuse that ends the login', async () => {
    const user = await seedUser(t);
    const first = createSessionService(t.database.db);
    const second = createSessionService(t.database.db);
    const results = await Promise.all([
      first.rotate(user.refreshToken),
      second.rotate(user.refreshToken),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(['ok', 'reused']);
    const winner = results.find((result) => result.kind === 'ok');
    // The reuse revoked the whole login, the winner's new token included.
    expect(await first.isLive(user.sessionId, user.id)).toBe(false);
    expect(winner && (await second.rotate(winner.token)).kind).toBe('invalid');
    const live = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('family_id', '=', user.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });
});
