import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits in base64url: 22 characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{22}$/;

/** A fresh one-time upload token (128 bits from the CSPRNG). */
export function newUploadToken(): string {
  return randomBytes(16).toString('base64url');
}

export function isUploadToken(value: string): boolean {
  return TOKEN_RE.test(value);
}

/** Only this hash is stored: a leaked database does not give working upload addresses. */
export function hashUploadToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The same-origin address the client PUTs the file to. */
export function uploadUrlFor(token: string): string {
  return `/api/uploads/${token}`;
}

/** The opaque label of a stored resume given to the client (never a server path). */
export function diskPathFor(appId: string): string {
  return `resumes/${appId}`;
}
