/**
 * Avatar rules (accounts §5.6, §9): an image of at most 400 KB, sent as an inline data URL. The type
 * is decided by the bytes' signature, never by the declared media type. Pure: the profile form
 * checks the file size before reading it; the server checks the decoded bytes.
 */

export const AVATAR_MAX_BYTES = 400 * 1024;
/** §8: the exact alert text. */
export const AVATAR_TOO_LARGE_MESSAGE = 'Макс. размер 400 КБ';
export const AVATAR_NOT_IMAGE_MESSAGE = 'Загрузите изображение в формате PNG, JPEG, WebP или GIF.';
/** §2.5: the recommended size, for the hint under the picker. */
export const AVATAR_RECOMMENDED_SIZE = '400×400 px';

export const AVATAR_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarMediaType = (typeof AVATAR_MEDIA_TYPES)[number];

/** For the file picker's accept attribute. */
export const AVATAR_ACCEPT = AVATAR_MEDIA_TYPES.join(',');

/** The client's check before reading a chosen file: its size in bytes. */
export function checkAvatarFileSize(size: number): string | null {
  return size > AVATAR_MAX_BYTES ? AVATAR_TOO_LARGE_MESSAGE : null;
}

export interface ParsedDataUrl {
  mediaType: string;
  base64: string;
}

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A base64 data URL split into its media type and canonical payload; null for anything else. */
export function parseDataUrl(value: string): ParsedDataUrl | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  const base64 = (match[3] ?? '').replace(/\s+/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  return { mediaType: (match[1] ?? '').toLowerCase(), base64 };
}

/** Bytes a canonical base64 payload decodes to, without decoding it. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ASCII = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes' magic number names (PNG, JPEG, WebP, GIF), or null. */
export function detectImageType(bytes: Uint8Array): AvatarMediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ASCII('GIF87a')) || startsWith(bytes, ASCII('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ASCII('RIFF')) && startsWith(bytes, ASCII('WEBP'), 8)) return 'image/webp';
  return null;
}

export function isAvatarMediaType(value: string): value is AvatarMediaType {
  return (AVATAR_MEDIA_TYPES as readonly string[]).includes(value);
}

export type AvatarCheck = { ok: true; dataUrl: string } | { ok: false; error: string };

/**
 * Checks an avatar data URL: base64, at most 400 KB decoded, and bytes that really are a PNG, JPEG,
 * WebP or GIF. The accepted value is rebuilt with the detected media type. `decode` turns base64
 * into bytes (Buffer on the server, atob in a browser), so this stays pure.
 */
export function checkAvatarDataUrl(
  value: string,
  decode: (base64: string) => Uint8Array,
): AvatarCheck {
  const parsed = parseDataUrl(value);
  if (!parsed || !parsed.mediaType.startsWith('image/')) {
    return { ok: false, error: AVATAR_NOT_IMAGE_MESSAGE };
  }
  if (base64DecodedLength(parsed.base64) > AVATAR_MAX_BYTES) {
    return { ok: false, error: AVATAR_TOO_LARGE_MESSAGE };
  }
  const type = detectImageType(decode(parsed.base64));
  if (!type) return { ok: false, error: AVATAR_NOT_IMAGE_MESSAGE };
  return { ok: true, dataUrl: `data:${type};base64,${parsed.base64}` };
}
