import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  base64DecodedLength,
  checkAvatarDataUrl,
  checkAvatarFileSize,
  detectImageType,
  parseDataUrl,
} from '../../../src/domain/accounts/avatar';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );
const decode = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

describe('avatar checks (§5.6, §9)', () => {
  it.each([
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    [bytes(0xff, 0xd8, 0xff, 0xdb), 'image/jpeg'],
    [bytes('GIF87a'), 'image/gif'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'image/webp'],
    [bytes('RIFF', 0, 0, 0, 0, 'WAVE'), null],
    [bytes('<svg'), null],
    [bytes('%PDF-1.7'), null],
    [bytes(0x89, 'PN'), null],
    [bytes(), null],
  ])('detectImageType(%j) is %j', (input, type) => {
    expect(detectImageType(input)).toBe(type);
  });

  it('limits the file to 400 KB', () => {
    expect(AVATAR_MAX_BYTES).toBe(409_600);
    expect(checkAvatarFileSize(409_600)).toBeNull();
    expect(checkAvatarFileSize(409_601)).toBe('Макс. размер 400 КБ');
  });

  it.each([
    ['', 0],
    ['QQ==', 1],
    ['QUI=', 2],
    ['QUJD', 3],
  ])('base64DecodedLength(%j) is %j', (input, length) => {
    expect(base64DecodedLength(input)).toBe(length);
  });

  it('parses base64 data URLs only', () => {
    expect(parseDataUrl('data:image/png;base64,QUJD')).toEqual({
      mediaType: 'image/png',
      base64: 'QUJD',
    });
    expect(parseDataUrl('data:Image/PNG;name=a.png;base64,QUJD')?.mediaType).toBe('image/png');
    expect(parseDataUrl('data:image/png,raw')).toBeNull();
    expect(parseDataUrl('data:image/png;base64,QUJ')).toBeNull();
    expect(parseDataUrl('https://example.com/a.png')).toBeNull();
  });

  it('accepts a real image and rebuilds the URL with the detected type', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
      'base64',
    );
    expect(checkAvatarDataUrl(`data:image/jpeg;base64,${png}`, decode)).toEqual({
      ok: true,
      dataUrl: `data:image/png;base64,${png}`,
    });
  });

  it('refuses too big, non-image and non-data values with the right message', () => {
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1, 0xff).toString('base64');
    expect(checkAvatarDataUrl(`data:image/jpeg;base64,${big}`, decode)).toEqual({
      ok: false,
      error: 'Макс. размер 400 КБ',
    });
    const text = Buffer.from('hello').toString('base64');
    for (const value of [`data:image/png;base64,${text}`, `data:text/plain;base64,${text}`, 'x']) {
      expect(checkAvatarDataUrl(value, decode)).toEqual({
        ok: false,
        error: 'Загрузите изображение в формате PNG, JPEG, WebP или GIF.',
      });
    }
  });
});
