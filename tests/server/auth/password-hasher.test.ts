import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_LOG_N } from '../../../server/modules/auth/password-hasher';

describe('password hashing (scrypt)', () => {
  it('uses N = 2^17, r = 8, p = 1 with a 16-byte salt by default, in a self-describing string', async () => {
    expect(DEFAULT_LOG_N).toBe(17);
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('Северный-ветер-42');
    const match = /^\$scrypt\$ln=17,r=8,p=1\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
    expect(match).not.toBeNull();
    expect(Buffer.from(match![1]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(match![2]!, 'base64')).toHaveLength(32);
    expect(await hasher.verify('Северный-ветер-42', hash)).toEqual({
      ok: true,
      needsRehash: false,
    });
    expect((await hasher.verify('северный-ветер-42', hash)).ok).toBe(false);
  }, 20_000);

  it('salts every hash and verifies by the parameters stored in the string', async () => {
    const cheap = createPasswordHasher(10);
    const a = await cheap.hash('одинаковый пароль');
    const b = await cheap.hash('одинаковый пароль');
    expect(a).not.toBe(b);
    // A hasher with another cost still verifies (and asks for a stronger hash).
    expect(await createPasswordHasher(11).verify('одинаковый пароль', a)).toEqual({
      ok: true,
      needsRehash: true,
    });
  });

  it('compares the NFC form: a composed and a decomposed "й" are one password', async () => {
    const hasher = createPasswordHasher(10);
    const hash = await hasher.hash('мой-пароль-\u0439');
    expect((await hasher.verify('мой-пароль-\u0438\u0306', hash)).ok).toBe(true);
  });

  it('never truncates: a long password differs from its prefix', async () => {
    const hasher = createPasswordHasher(10);
    const long = 'a'.repeat(100) + 'Б';
    const hash = await hasher.hash(long);
    expect((await hasher.verify('a'.repeat(100), hash)).ok).toBe(false);
  });

  it.each(['', 'plain-text', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA', '$argon2id$v=19$m=1,t=1,p=1$x$y'])(
    'fails (with the time of a real check) for a damaged stored value %j',
    async (stored) => {
      expect(await createPasswordHasher(10).verify('что угодно', stored)).toEqual({
        ok: false,
        needsRehash: false,
      });
    },
  );

  it('the dummy check always fails', async () => {
    expect(await createPasswordHasher(10).verifyDummy('что угодно')).toBe(false);
  });
});
