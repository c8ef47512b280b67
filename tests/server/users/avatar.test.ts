import { describe, expect, it } from 'vitest';
import {
  PNG_SIGNATURE,
  WEBP,
  dataUrl,
  imageBytes,
  profileUserPerTest,
  validProfile,
} from './profile-fixtures';

describe('PUT /api/account/profile: the avatar', () => {
  const { save, stored } = profileUserPerTest();

  it.each([
    ['PNG', 'image/png', PNG_SIGNATURE, 'image/png'],
    ['JPEG', 'image/jpeg', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['GIF', 'image/gif', [...Buffer.from('GIF89a')], 'image/gif'],
    ['WebP', 'image/webp', WEBP, 'image/webp'],
    ['PNG declared as JPEG', 'image/jpeg', PNG_SIGNATURE, 'image/png'],
  ])(
    'stores a %s avatar under the type its bytes show',
    async (_label, declared, signature, type) => {
      const bytes = imageBytes(signature);
      const res = await save({ ...validProfile(), avatar: dataUrl(declared, bytes) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.avatar).toBe(dataUrl(type, bytes));
    },
  );

  it('accepts an avatar of exactly 400 KB and refuses one byte more with the spec text', async () => {
    const ok = await save({
      ...validProfile(),
      avatar: dataUrl('image/png', imageBytes(PNG_SIGNATURE, 400 * 1024)),
    });
    expect(ok.statusCode).toBe(200);
    const big = await save({
      ...validProfile(),
      avatar: dataUrl('image/png', imageBytes(PNG_SIGNATURE, 400 * 1024 + 1)),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({
      ok: false,
      error: 'Макс. размер 400 КБ',
      fields: { avatar: 'Макс. размер 400 КБ' },
    });
  });

  it.each([
    ['a text file declared as PNG', dataUrl('image/png', Buffer.from('это не картинка, а текст'))],
    [
      'an SVG (script-capable)',
      dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ],
    ['a non-image media type', dataUrl('text/html', imageBytes(PNG_SIGNATURE))],
    ['a URL instead of a data URL', 'https://example.com/me.png'],
    ['broken base64', 'data:image/png;base64,@@@'],
  ])('refuses %s with 400', async (_label, avatar) => {
    const res = await save({ ...validProfile(), avatar });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Загрузите изображение в формате PNG, JPEG, WebP или GIF.',
      fields: { avatar: 'Загрузите изображение в формате PNG, JPEG, WebP или GIF.' },
    });
    expect((await stored()).avatar).toBeNull();
  });

  it('removes the avatar with null and keeps it when the field is left out', async () => {
    const avatar = dataUrl('image/png', imageBytes(PNG_SIGNATURE));
    await save({ ...validProfile(), avatar });
    expect((await save(validProfile())).json().user.avatar).toBe(avatar);
    expect((await save({ ...validProfile(), avatar: null })).json().user.avatar).toBeNull();
    expect((await stored()).avatar).toBeNull();
  });
});
