import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { normalizePassword } from '../../../src/domain/accounts/password';

/** scrypt with N = 2^17, r = 8, p = 1 (OWASP Password Storage); 128 MiB of memory per hash. */
export const DEFAULT_LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Node refuses scrypt above 32 MiB unless maxmem is raised; 256 MiB covers N = 2^17, r = 8. */
const MAX_MEMORY = 256 * 1024 * 1024;

/** `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (PHC string format, base64 without padding). */
const HASH_FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface Params {
  logN: number;
  r: number;
  p: number;
}

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  params: Params,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** params.logN,
    r: params.r,
    p: params.p,
    maxmem: MAX_MEMORY,
  };
  return new Promise((resolve, reject) => {
    scrypt(normalizePassword(password), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

interface ParsedHash extends Params {
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const match = HASH_FORMAT.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt = '', key = ''] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  // Bounds keep a damaged row from asking for gigabytes.
  if (params.logN < 10 || params.logN > 17 || params.r < 1 || params.r > 16 || params.p > 4) {
    return null;
  }
  return { ...params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export interface VerifyResult {
  ok: boolean;
  /** The hash was made with weaker parameters than today's: store a new one. */
  needsRehash: boolean;
}

/**
 * Password hashing with Node's scrypt, stored as a self-describing string so the cost can rise
 * later. Comparison is constant-time; an unknown e-mail is checked against a dummy hash of the same
 * cost so both failures take the same time.
 */
export function createPasswordHasher(logN = DEFAULT_LOG_N) {
  const current: Params = { logN, r: BLOCK_SIZE, p: PARALLELISM };
  let dummy: Promise<string> | null = null;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, KEY_BYTES, current);
    return `$scrypt$ln=${current.logN},r=${current.r},p=${current.p}$${b64(salt)}$${b64(key)}`;
  }

  async function verify(password: string, stored: string): Promise<VerifyResult> {
    const parsed = parse(stored);
    if (!parsed || parsed.key.length < 16) {
      await verifyDummy(password);
      return { ok: false, needsRehash: false };
    }
    const key = await derive(password, parsed.salt, parsed.key.length, parsed);
    const ok = timingSafeEqual(key, parsed.key);
    const needsRehash =
      parsed.logN < current.logN || parsed.r < current.r || parsed.key.length < KEY_BYTES;
    return { ok, needsRehash: ok && needsRehash };
  }

  /** Spends the time of a real check and always fails. */
  async function verifyDummy(password: string): Promise<false> {
    dummy ??= hash(randomBytes(16).toString('hex'));
    const parsed = parse(await dummy);
    if (parsed) await derive(password, parsed.salt, parsed.key.length, parsed);
    return false;
  }

  return { hash, verify, verifyDummy };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
