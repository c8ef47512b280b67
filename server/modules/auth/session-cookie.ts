import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsContext } from './accounts-context';
import type { IssuedSession } from './session-service';
import { refreshCookieName, refreshCookieOptions } from './refresh-cookie';

/** HTTPS as this server sees it (request.protocol follows the trustProxy setting). */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The refresh token the browser sent under this scheme's cookie name, if any. */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[refreshCookieName(isHttps(request))];
  return value ? value : undefined;
}

/** Puts a (new or rotated) refresh token in the cookie: persistent only for remember me. */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  const secure = isHttps(request);
  reply.setCookie(
    refreshCookieName(secure),
    session.token,
    refreshCookieOptions(secure, session.persistent ? session.expiresAt : undefined),
  );
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply.clearCookie(refreshCookieName(secure), refreshCookieOptions(secure));
}

/** A new login for the user: a session family, its cookie and a first access token. */
export async function startLogin(
  ctx: AccountsContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  persistent: boolean,
): Promise<string> {
  const session = await ctx.sessions.start(userId, persistent);
  setRefreshCookie(request, reply, session);
  return ctx.tokens.sign({ userId, sessionId: session.familyId });
}
