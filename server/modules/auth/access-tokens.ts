import { SignJWT, jwtVerify } from 'jose';

/** Access tokens live 15 minutes; the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_AUDIENCE = 'kub';
export const TOKEN_ISSUER = 'kub';
export const ACCESS_TOKEN_TYPE = 'access';

export interface AccessClaims {
  userId: string;
  /** The login (session family) the token belongs to: revoking it ends the token at once. */
  sessionId: string;
}

/** HS256 bearer tokens with jose: a fixed algorithm list, audience, issuer, type and expiry. */
export function createAccessTokens(secret: Uint8Array) {
  // The HMAC key imported once: given the raw bytes, jose imports them with WebCrypto on every
  // sign and verify, a measurable share of each staff request's CPU (decisions.md 2026-11-26).
  const key = crypto.subtle.importKey(
    'raw',
    Uint8Array.from(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A secret WebCrypto refuses fails each sign and verify (as before), never the process.
  key.catch(() => undefined);

  async function sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ typ: ACCESS_TOKEN_TYPE, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(await key);
  }

  /** The claims of a valid token, or null for anything else (never throws). */
  async function verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        audience: TOKEN_AUDIENCE,
        issuer: TOKEN_ISSUER,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (payload.typ !== ACCESS_TOKEN_TYPE) return null;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }

  return { sign, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
