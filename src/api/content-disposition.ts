/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` (RFC 8187) first,
 * else `filename="…"` or a bare `filename=…`. Only the last path segment is kept and control
 * characters are dropped, so a name can never point anywhere. Null when there is none.
 */

function decodeExtended(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value.trim().replace(/^"(.*)"$/, '$1'));
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  } catch {
    return null;
  }
  return null;
}

function plainName(header: string): string | null {
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return (quoted[1] ?? '').replace(/\\(.)/g, '$1');
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? (bare[1] ?? '') : null;
}

function safeName(name: string | null): string | null {
  if (name === null) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header);
  const fromExtended = extended ? safeName(decodeExtended(extended[1] ?? '')) : null;
  return fromExtended ?? safeName(plainName(header));
}
