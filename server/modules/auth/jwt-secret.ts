import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** 256 bits from the CSPRNG (SECURITY-NOTES: at least 256 bits, never a password). */
export const JWT_SECRET_BYTES = 32;
export const JWT_SECRET_FILE = 'jwt-secret';
const HEX = /^(?:[0-9a-f]{2})+$/i;

function decode(hex: string, origin: string): Uint8Array {
  const value = hex.trim();
  if (!HEX.test(value) || value.length < JWT_SECRET_BYTES * 2) {
    throw new Error(`${origin} must be at least ${JWT_SECRET_BYTES * 2} hex characters`);
  }
  return new Uint8Array(Buffer.from(value, 'hex'));
}

/**
 * The HS256 signing key: JWT_SECRET (hex) when configured, else DATA_DIR/jwt-secret, made on the
 * first start with mode 0600 (created exclusively, so two starting processes agree on one key).
 */
export function loadJwtSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) return decode(configured, 'JWT_SECRET');
  const file = path.join(dataDir, JWT_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(JWT_SECRET_BYTES).toString('hex')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decode(fs.readFileSync(file, 'utf8'), file);
}
