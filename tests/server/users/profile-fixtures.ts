import { bearer, type AccountsTestApp, type SeededUser } from '../auth/accounts-helpers';
import { requireSqlite } from '../../../server/db/database';

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
      requireSqlite(t().database)
        .prepare('SELECT * FROM users WHERE id = ?')
        .get(user().id) as Record<string, unknown>,
  };
}
