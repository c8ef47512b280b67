/**
 * The hostile inputs of the API fuzzing (issue 16): strings, JSON values, raw body texts, content
 * types, headers, query strings and path segments. Each arbitrary yields a small printable
 * descriptor (a huge string is `{ huge, length }`, a token is `{ token: 'forged-key' }`), turned into
 * bytes only when the request is made, so a failing case prints short and replays exactly.
 */
import fc from 'fast-check';

/** Keys that try prototype pollution or confuse a naive merge. */
export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/** Strings people and scanners actually send: numbers as text, injection probes, odd Unicode. */
const DICTIONARY = [
  '',
  ' ',
  '\u0000',
  '\r\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  '1; DROP TABLE lead; --',
  "Robert'); --",
  '"; sleep 1; "',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%E0%A4%A',
  '\uD800',
  'a\uDFFFb',
  '\u202Eтекст',
  '\uFEFF',
  'Ёжик ёлка',
  '👩‍👩‍👧‍👦',
  'Z̷̢͔a̸l̶g̵o̴',
  'ivan@example.ru',
  'a@b',
  '+7 (911) 123-45-67',
  'Новая анкета',
  'Новая анкета — электромонтажник',
  'Новая анкета — ',
  'admin',
  'manager',
  'user',
  'new',
  'in_progress',
  'closed',
  'spam',
  'contact',
  'application',
  '2026-11-25',
  '2026-02-30',
  '9999-99-99',
  'disk.prepareUpload',
  'resume.pdf',
  'resume.pdf.exe',
  'резюме.docx',
  'application/pdf',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/svg+xml,<svg onload=alert(1)>',
  ...POLLUTION_KEYS,
];

/** A string built when the request is made: `length` copies of `huge`. */
export interface HugeString {
  huge: string;
  length: number;
}

const hugeArb: fc.Arbitrary<HugeString> = fc.record({
  huge: fc.constantFrom('x', 'я', '😀', '\u0000', '"', '\\', '%'),
  length: fc.constantFrom(1_025, 20_001, 65_600, 300_000),
});

export function isHuge(value: unknown): value is HugeString {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as HugeString).huge === 'string' &&
    typeof (value as HugeString).length === 'number'
  );
}

export const expandHuge = (value: HugeString) => value.huge.repeat(value.length);

/** Short strings: any code points (lone surrogates included), graphemes, and the dictionary. */
export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\uD800', '\uDC00'), maxLength: 3 }) },
  { weight: 4, arbitrary: fc.constantFrom(...DICTIONARY) },
);

/** A value for a field: a string of any kind, a number, a JSON structure, or a huge string. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fuzzString },
  { weight: 1, arbitrary: hugeArb },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constantFrom(0, -0, 1e21, Number.MAX_SAFE_INTEGER + 2, -1, 10 * 1024 * 1024 + 1),
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
);

/** Raw number tokens JSON.parse reads to odd values (Infinity, -0, a rounded big integer). */
export const RAW_NUMBER_TOKENS = [
  '1e309',
  '-1e309',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
];

/**
 * A body, before it becomes bytes:
 * - json: JSON.stringify of the value (huge strings expanded);
 * - raw-number: the JSON text of `base` with `field` set to a raw number token;
 * - text: this exact text (malformed JSON, random text);
 * - deep: `depth` nested arrays or objects;
 * - bytes: raw bytes (`fill` repeated `length` times after `head`);
 * - none: no body at all.
 */
export type BodySpec =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw-number'; base: Record<string, unknown>; field: string; token: string }
  | { kind: 'text'; text: string }
  | { kind: 'deep'; shape: 'array' | 'object'; depth: number }
  | { kind: 'bytes'; head: string; fill: number; length: number }
  | { kind: 'none' };

/** Sets an own enumerable key: '__proto__' stays a plain key and reaches JSON.stringify. */
function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function expandDeep(value: unknown): unknown {
  if (isHuge(value)) return expandHuge(value);
  if (Array.isArray(value)) return value.map(expandDeep);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      defineOwn(out, key, expandDeep(inner));
    }
    return out;
  }
  return value;
}

/** The bytes of a body spec (undefined: send no body). */
export function bodyPayload(spec: BodySpec): string | Buffer | undefined {
  switch (spec.kind) {
    case 'none':
      return undefined;
    case 'json':
      return JSON.stringify(expandDeep(spec.value)) ?? 'undefined';
    case 'raw-number': {
      const marker = '"__raw_number_marker__"';
      const text = JSON.stringify({ ...spec.base, [spec.field]: '__raw_number_marker__' });
      return text.replace(marker, spec.token);
    }
    case 'text':
      return spec.text;
    case 'deep':
      return spec.shape === 'array'
        ? '['.repeat(spec.depth) + ']'.repeat(spec.depth)
        : '{"a":'.repeat(spec.depth) + '1' + '}'.repeat(spec.depth);
    case 'bytes':
      return Buffer.concat([
        Buffer.from(spec.head, 'latin1'),
        Buffer.alloc(Math.max(0, spec.length - spec.head.length), spec.fill),
      ]);
  }
}

/** An object with the endpoint's fields (any subset, any values) plus stray and pollution keys. */
function shapedObject(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const known =
    fields.length > 0
      ? fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue])), {
          requiredKeys: [],
        })
      : fc.constant({});
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom(...POLLUTION_KEYS, 'role', 'isAdmin', 'id'), fuzzString),
    fieldValue,
    { maxKeys: 3 },
  );
  return fc.tuple(known, extra, fc.boolean()).map(([a, b, extraFirst]) => {
    const entries = extraFirst
      ? [...Object.entries(b), ...Object.entries(a)]
      : [...Object.entries(a), ...Object.entries(b)];
    const out: Record<string, unknown> = {};
    for (const [key, value] of entries) defineOwn(out, key, value);
    return out;
  });
}

/** A valid body with one field changed, removed, or joined by a stray key. */
function mutated(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fuzzString;
  return fc.oneof(
    fc.constant(valid),
    fc.tuple(key, fieldValue).map(([k, v]) => ({ ...valid, [k]: v })),
    key.map((k) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== k))),
    fc.tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fuzzString), fieldValue).map(([k, v]) => {
      const copy = { ...valid };
      defineOwn(copy, k, v);
      return copy;
    }),
  );
}

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'nul',
  'NaN',
  '"\\u12"',
  '"\\uD800"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '\u0000',
  'name=Иван&email=a%40b.ru',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
];

/** Any body for an endpoint with these JSON fields and, when given, this valid body. */
export function bodyArb(
  fields: readonly string[],
  valid: readonly Record<string, unknown>[] = [],
): fc.Arbitrary<BodySpec> {
  const objects: fc.Arbitrary<Record<string, unknown>>[] = [shapedObject(fields)];
  const bases = valid.length > 0 ? valid : [{}];
  for (const body of valid) objects.push(mutated(body));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.oneof(...objects).map((value) => ({ kind: 'json', value }) as const),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.jsonValue({ maxDepth: 4 }), fieldValue)
        .map((value) => ({ kind: 'json', value }) as const),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          base: fc.constantFrom(...bases),
          field: fields.length > 0 ? fc.constantFrom(...fields) : fuzzString,
          token: fc.constantFrom(...RAW_NUMBER_TOKENS),
        })
        .map((spec) => ({ kind: 'raw-number', ...spec }) as const),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...MALFORMED_JSON), fuzzString)
        .map((text) => ({ kind: 'text', text }) as const),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          shape: fc.constantFrom('array' as const, 'object' as const),
          depth: fc.constantFrom(64, 1_000, 6_000),
        })
        .map((spec) => ({ kind: 'deep', ...spec }) as const),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' } as const) },
  );
}

/** Raw file bodies for the upload PUT: real signatures, wrong ones, empty, oversized. */
export const fileBodyArb: fc.Arbitrary<BodySpec> = fc.oneof(
  // The size the world's upload addresses were prepared for (1000 bytes), with a PDF's signature
  // or another: the content check and the storing are reached, not only the size check.
  fc
    .record({
      head: fc.constantFrom('%PDF-1.4\n', '%PDF-', 'MZ', '%PDF'),
      fill: fc.integer({ min: 0, max: 255 }),
      length: fc.constant(1_000),
    })
    .map((spec) => ({ kind: 'bytes', ...spec }) as const),
  fc
    .record({
      head: fc.constantFrom(
        '%PDF-1.4\n',
        'MZ',
        'PK\u0003\u0004',
        '\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1',
        '',
        '{}',
      ),
      fill: fc.integer({ min: 0, max: 255 }),
      length: fc.constantFrom(0, 1, 4, 100, 1_000, 64 * 1024, 10 * 1024 * 1024 + 64 * 1024 + 1),
    })
    .map((spec) => ({ kind: 'bytes', ...spec }) as const),
  bodyArb([]),
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/jsonx',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/plain;charset=windows-1251',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/pdf',
  'application/octet-stream',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/html',
  '*/*',
  ';',
  'application/',
  'text/plain; charset=',
];

/** A Content-Type header value; null sends none. */
export function contentTypeArb(preferred: readonly string[]): fc.Arbitrary<string | null> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...preferred) },
    { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
  );
}

/**
 * The Authorization header: a valid fresh token of a role (materialised per request), a forged
 * one, or junk. `null` sends none.
 */
export type AuthSpec =
  | { token: 'valid'; role: 'admin' | 'manager' | 'user' }
  | { token: 'forged-key' | 'forged-claims' | 'expired' | 'alg-none' | 'wrong-type' | 'revoked' }
  | { raw: string }
  | null;

const ASCII_HEADER = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });

export function authArb(preferred: 'admin' | 'manager' | 'user' | null): fc.Arbitrary<AuthSpec> {
  const junk: fc.Arbitrary<AuthSpec> = fc.oneof(
    fc
      .constantFrom(
        'forged-key' as const,
        'forged-claims' as const,
        'expired' as const,
        'alg-none' as const,
        'wrong-type' as const,
        'revoked' as const,
      )
      .map((token) => ({ token })),
    fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'bearer x.y.z',
          'Bearer a.b.c',
          'Bearer ..',
          'Bearer eyJhbGciOiJub25lIn0.e30.',
          'Basic YWRtaW46YWRtaW4=',
          'Bearer ' + 'A'.repeat(8_000) + '.B.C',
          'Bearer x.y.z, Bearer a.b.c',
        ),
        ASCII_HEADER,
        ASCII_HEADER.map((text) => `Bearer ${text}`),
      )
      .map((raw) => ({ raw })),
    fc.constant(null),
  );
  if (preferred === null)
    return fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: junk });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ token: 'valid', role: preferred } as const) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('admin' as const, 'manager' as const, 'user' as const)
        .map((role) => ({ token: 'valid', role }) as const),
    },
    { weight: 2, arbitrary: junk },
  );
}

/** Other headers: Origin and Sec-Fetch-Site combinations, cookies, encodings, odd extras. */
export const extraHeadersArb: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      origin: fc.constantFrom(
        'http://localhost:80',
        'http://localhost:80',
        'http://localhost:80',
        'http://localhost',
        'https://localhost',
        'https://evil.example',
        'null',
        'http://localhost:81',
        'file://',
        '%%%',
      ),
      'sec-fetch-site': fc.constantFrom(
        'same-origin',
        'same-origin',
        'same-origin',
        'none',
        'same-site',
        'cross-site',
        'SAME-ORIGIN',
        '',
      ),
      cookie: fc.oneof(
        fc.constantFrom(
          'kub_refresh=',
          'kub_refresh=%',
          'kub_refresh=a;kub_refresh=b',
          '__Secure-kub_refresh=x',
          '=;=;',
        ),
        ASCII_HEADER.map((text) => `kub_refresh=${percentEncode(text)}`),
      ),
      'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown'),
      accept: fc.constantFrom('text/csv', 'application/xml', '*/*', 'text/html;q=0'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'unknown', '::1'),
    },
    { requiredKeys: [] },
  )
  .map((headers) => headers as Record<string, string>);

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD, never a throw). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const WEIRD_QUERY = [
  '%',
  '%zz',
  '%E0%A4%A',
  '&&',
  '==',
  'a[b]=c',
  '__proto__[x]=1',
  'q',
  'q=',
  '?',
  '#',
];

/** A query string (without '?'): known keys and random ones, repeated, badly encoded. */
export function queryArb(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fuzzString },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
    { weight: 1, arbitrary: fuzzString },
  );
  const value = fc.oneof(
    fuzzString,
    hugeArb.map((h) => h.huge.repeat(Math.min(h.length, 2_000))),
  );
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(key, value).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...WEIRD_QUERY) },
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&'));
}

const WEIRD_SEGMENTS = [
  '',
  '0',
  '-1',
  '1e3',
  '0x10',
  ' 1',
  '1.5',
  '9'.repeat(15),
  '9'.repeat(16),
  '9'.repeat(400),
  '%2e%2e',
  '..',
  '%00',
  '%ZZ',
  '%',
  'null',
  ...POLLUTION_KEYS,
  'email',
  'webhook',
  'sms',
];

/** A path segment: the real one (when given), numbers, encodings, random text. */
export function segmentArb(real: readonly string[] = []): fc.Arbitrary<string> {
  const options: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 2, arbitrary: fc.constantFrom(...WEIRD_SEGMENTS) },
    { weight: 1, arbitrary: fc.nat().map(String) },
    { weight: 2, arbitrary: fuzzString.map(percentEncode) },
  ];
  if (real.length > 0) options.push({ weight: 4, arbitrary: fc.constantFrom(...real) });
  return fc.oneof(...options);
}
