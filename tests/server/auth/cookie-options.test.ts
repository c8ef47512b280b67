import { describe, expect, it } from 'vitest';
import {
  REFRESH_COOKIE_NAME,
  SECURE_REFRESH_COOKIE_NAME,
  refreshCookieName,
  refreshCookieOptions,
} from '../../../server/modules/auth/refresh-cookie';

describe('refresh cookie attributes', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('uses the __Secure- prefix and Secure over HTTPS', () => {
    expect(refreshCookieName(true)).toBe('__Secure-kub_refresh');
    expect(refreshCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/auth',
      secure: true,
    });
  });

  it('over plain HTTP (local development) keeps HttpOnly, SameSite=Strict and the path', () => {
    expect(refreshCookieName(false)).toBe(REFRESH_COOKIE_NAME);
    expect(refreshCookieOptions(false)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/auth',
      secure: false,
    });
    expect(SECURE_REFRESH_COOKIE_NAME.startsWith('__Secure-')).toBe(true);
  });

  it.each([
    ['30 days ahead', '2026-12-21T10:00:00.000Z', 30 * 24 * 3600],
    ['one hour ahead', '2026-11-21T11:00:00.000Z', 3600],
    ['already past', '2026-11-21T09:00:00.000Z', 0],
  ])('a remembered login gets Max-Age up to the absolute expiry (%s)', (_l, expires, maxAge) => {
    expect(refreshCookieOptions(true, new Date(expires), now).maxAge).toBe(maxAge);
  });

  it('without remember there is no Max-Age (a session cookie)', () => {
    expect(refreshCookieOptions(true, undefined, now)).not.toHaveProperty('maxAge');
  });
});
