import { beforeEach } from 'vitest';
import {
  accountsAppPerTest,
  bearer,
  seedUser,
  type AccountsTestApp,
  type SeededUser,
} from '../auth/accounts-helpers';

/** Shared by the profile and avatar tests. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bytes that start like the given image type, padded to `size`. */
export function imageBytes(signature: number[], size = 64): Buffer {
  const bytes = Buffer.alloc(size, 0x11);
  Buffer.from(signature).copy(bytes);
  return bytes;
}
export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;
export const WEBP = [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')];

export const validProfile = () => ({
  username: 'petrov',
  name: 'Пётр Петров',
  phone: '+7 (911) 123-45-67',
  group: 'contractor',
  city: 'Архангельск',
  about: 'Электромонтаж, 10 лет.',
  emailOptIn: true,
});

/** PUT /api/account/profile as the (current) test user, and that user's stored row. */
export function profileCalls(t: () => AccountsTestApp, user: () => SeededUser) {
  return {
    save: (payload: Record<string, unknown>, token = user().accessToken) =>
      t().app.inject({
        method: 'PUT',
        url: '/api/account/profile',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      }),
    stored: () =>
      t()
        .database.db.selectFrom('users')
        .selectAll()
        .where('id', '=', user().id)
        .executeTakeFirstOrThrow(),
  };
}

/**
 * For a describe of the profile tests: a fresh accounts app and a seeded user (petrov@example.ru)
 * before each test, with the profile calls made as that user. Call it inside the describe: it
 * registers the hooks there.
 */
export function profileUserPerTest() {
  const t = accountsAppPerTest();
  let current: SeededUser | undefined;
  beforeEach(async () => {
    current = await seedUser(t, { email: 'petrov@example.ru' });
  });
  const user = (): SeededUser => {
    if (!current) throw new Error('profile user: there is none outside a test');
    return current;
  };
  return { t, user, ...profileCalls(() => t, user) };
}
