import type { CookieSerializeOptions } from '@fastify/cookie';

export const REFRESH_COOKIE_NAME = 'kub_refresh';
/** Over HTTPS the __Secure- prefix makes browsers refuse the cookie from an insecure origin. */
export const SECURE_REFRESH_COOKIE_NAME = '__Secure-kub_refresh';
/** Sent only to the auth calls that need it. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function refreshCookieName(secure: boolean): string {
  return secure ? SECURE_REFRESH_COOKIE_NAME : REFRESH_COOKIE_NAME;
}

/**
 * HttpOnly, SameSite=Strict, Path=/api/auth, Secure over HTTPS. With `expiresAt` (remember me) the
 * cookie is persistent until the login's absolute expiry; without it, it ends with the browser.
 */
export function refreshCookieOptions(
  secure: boolean,
  expiresAt?: Date,
  now: Date = new Date(),
): CookieSerializeOptions {
  const options: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure,
  };
  if (expiresAt) {
    options.maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  }
  return options;
}
