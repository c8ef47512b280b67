import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../../../server/modules/auth/jwt-secret';

describe('JWT signing key', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-jwt-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is made on first start: 32 random bytes in DATA_DIR/jwt-secret, mode 0600, then reused', () => {
    const dataDir = tempDir();
    const first = loadJwtSecret(null, dataDir);
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret(null, dataDir)).toEqual(first);
    expect(loadJwtSecret(null, tempDir())).not.toEqual(first);
  });

  it('takes JWT_SECRET (hex) from the configuration without touching the data directory', () => {
    const dataDir = tempDir();
    expect(loadJwtSecret('0f'.repeat(32), dataDir)).toEqual(new Uint8Array(32).fill(0x0f));
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it.each(['short', 'ab'.repeat(31), 'zz'.repeat(32)])(
    'refuses a weak or malformed JWT_SECRET %j',
    (value) => {
      expect(() => loadJwtSecret(value, tempDir())).toThrow(/at least 64 hex characters/);
    },
  );
});
