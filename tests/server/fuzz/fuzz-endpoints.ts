/**
 * Every API endpoint as the fuzzer sees it (issue 16), the world it runs against (an app in process
 * with an admin, a manager, a user, two leads and a webhook channel), the checks made on each reply
 * and the runner shared by the server tests (`tests/server/fuzz/api-fuzz.test.ts`, few runs, fixed
 * seed) and `npm run fuzz` (`scripts/fuzz.ts`, many runs, a table of figures).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { validApplication, sendForm } from '../applications/application-fixtures';
import {
  buildAccountsApp,
  GOOD_PASSWORD,
  seedUser,
  TEST_SECRET_BYTES,
  type AccountsTestApp,
  type SeededUser,
} from '../auth/accounts-helpers';
import { validContact } from '../forms/contact-fixtures';
import { estimateRequestBody } from '../forms/estimate-fixtures';
import { minimalPdf, PDF_TYPE, prepare, upload } from '../uploads/fixtures';
import {
  authArb,
  bodyArb,
  bodyPayload,
  contentTypeArb,
  extraHeadersArb,
  fileBodyArb,
  queryArb,
  segmentArb,
  type AuthSpec,
  type BodySpec,
} from './fuzz-inputs';

export type Role = 'admin' | 'manager' | 'user';

/** One generated request, with placeholders (`{lead:contact}`, `{upload}`) for the world's ids. */
export interface FuzzCase {
  method: string;
  segments: string[];
  query: string;
  auth: AuthSpec;
  contentType: string | null;
  headers: Record<string, string>;
  body: BodySpec;
}

export interface FuzzEndpoint {
  /** Short name for `--endpoint` and the table. */
  name: string;
  method: HTTPMethods;
  /** The route as documented, e.g. `/api/leads/:id`. */
  route: string;
  cases: fc.Arbitrary<FuzzCase>;
}

interface EndpointSpec {
  name: string;
  method: HTTPMethods;
  route: string;
  /** The role whose fresh token most requests carry; null for public calls. */
  auth: Role | null;
  /** The JSON body's fields and valid bodies to mutate. */
  fields?: readonly string[];
  valid?: readonly Record<string, unknown>[];
  queryKeys?: readonly string[];
  /** Arbitraries of the `:param` segments, in order. */
  params?: readonly fc.Arbitrary<string>[];
  contentTypes?: readonly string[];
  fileBody?: boolean;
}

const JSON_TYPES = ['application/json'];
/** Mostly no extra headers, so most requests reach the handler; a third carry odd ones. */
const headersArb = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: extraHeadersArb },
);
const LEAD_ID = segmentArb(['{lead:contact}', '{lead:application}']);

function endpoint(spec: EndpointSpec): FuzzEndpoint {
  const staticSegments = spec.route.split('/').filter(Boolean);
  const params = spec.params ?? [];
  const segments: fc.Arbitrary<string[]> = fc.tuple(...params).map((values) => {
    let next = 0;
    return staticSegments.map((part) => (part.startsWith(':') ? (values[next++] ?? '') : part));
  });
  const isGet = spec.method === 'GET';
  const body: fc.Arbitrary<BodySpec> = spec.fileBody
    ? fileBodyArb
    : isGet
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant({ kind: 'none' } as const) },
          { weight: 1, arbitrary: bodyArb(spec.fields ?? []) },
        )
      : bodyArb(spec.fields ?? [], spec.valid ?? []);
  const cases = fc.record({
    method: fc.constant(spec.method as string),
    segments,
    query: fc.oneof(
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 2, arbitrary: queryArb(spec.queryKeys ?? []) },
    ),
    auth: authArb(spec.auth),
    contentType: contentTypeArb(spec.contentTypes ?? JSON_TYPES),
    headers: headersArb,
    body,
  });
  return { name: spec.name, method: spec.method, route: spec.route, cases };
}

const CONTACT_FIELDS = [
  'requestId',
  'name',
  'email',
  'phone',
  'option',
  'message',
  'page',
  'appId',
  'file',
  'website',
  'fillMs',
  'estimate',
  'intent',
  'fileName',
  'fileSize',
  'fileType',
];

/** Valid bodies of the public forms, to mutate. */
const CONTACT_BODIES = [
  { requestId: '{uuid}', ...validContact(), fillMs: 45_000 },
  { requestId: '{uuid}', ...estimateRequestBody() },
];
const APPLICATION_BODIES = [
  { requestId: '{uuid}', ...validApplication(), fillMs: 45_000 },
  { requestId: '{uuid}', ...validApplication(), appId: '{app}', fillMs: 45_000 },
];
const UPLOAD_PREPARATION = { fileName: 'резюме.pdf', fileSize: 1000, fileType: PDF_TYPE };

/** A public form's endpoint: POST without a login, the form fields, these valid bodies. */
const publicPost = (
  name: string,
  route: string,
  valid: readonly Record<string, unknown>[],
  contentTypes: readonly string[] = ['text/plain', 'application/json'],
) =>
  endpoint({
    name,
    method: 'POST',
    route,
    auth: null,
    fields: CONTACT_FIELDS,
    valid,
    contentTypes,
  });

const LEAD_QUERY_KEYS = ['q', 'kind', 'status', 'from', 'to', 'cursor', 'limit'];

/** Every endpoint of the API, and `any`: random methods and paths under /api. */
export const FUZZ_ENDPOINTS: readonly FuzzEndpoint[] = [
  publicPost(
    'forms',
    '/api/forms',
    [
      ...CONTACT_BODIES,
      ...APPLICATION_BODIES,
      { intent: 'disk.prepareUpload', ...UPLOAD_PREPARATION },
    ],
    ['text/plain', 'text/plain;charset=UTF-8', 'application/json'],
  ),
  publicPost('contact-requests', '/api/contact-requests', CONTACT_BODIES),
  publicPost('applications', '/api/applications', APPLICATION_BODIES),
  publicPost('upload-preparations', '/api/uploads', [UPLOAD_PREPARATION]),
  endpoint({
    name: 'upload',
    method: 'PUT',
    route: '/api/uploads/:token',
    auth: null,
    params: [segmentArb(['{upload}', '{upload}', '{upload:used}'])],
    contentTypes: ['application/pdf', 'application/octet-stream'],
    fileBody: true,
  }),
  endpoint({ name: 'health', method: 'GET', route: '/api/health', auth: null }),
  endpoint({
    name: 'register',
    method: 'POST',
    route: '/api/auth/register',
    auth: null,
    fields: ['name', 'email', 'password', 'emailOptIn'],
    valid: [{ name: 'Иван', email: '{email}', password: GOOD_PASSWORD, emailOptIn: true }],
  }),
  endpoint({
    name: 'login',
    method: 'POST',
    route: '/api/auth/login',
    auth: null,
    fields: ['email', 'password', 'remember'],
    valid: [{ email: '{email:user}', password: GOOD_PASSWORD, remember: true }],
  }),
  endpoint({ name: 'refresh', method: 'POST', route: '/api/auth/refresh', auth: null }),
  endpoint({ name: 'logout', method: 'POST', route: '/api/auth/logout', auth: null }),
  endpoint({ name: 'logout-all', method: 'POST', route: '/api/auth/logout-all', auth: 'user' }),
  endpoint({ name: 'me', method: 'GET', route: '/api/auth/me', auth: 'user' }),
  endpoint({
    name: 'profile',
    method: 'PUT',
    route: '/api/account/profile',
    auth: 'user',
    fields: ['username', 'name', 'phone', 'group', 'city', 'about', 'emailOptIn', 'avatar'],
    valid: [
      {
        username: 'ivan',
        name: 'Иван Петров',
        phone: '+7 (911) 123-45-67',
        group: 'user',
        city: 'Архангельск',
        about: 'Электромонтажник.',
        emailOptIn: false,
        avatar: null,
      },
    ],
  }),
  endpoint({
    name: 'password',
    method: 'POST',
    route: '/api/account/password',
    auth: 'user',
    fields: ['currentPassword', 'newPassword'],
    valid: [{ currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }],
  }),
  endpoint({
    name: 'users',
    method: 'GET',
    route: '/api/users',
    auth: 'admin',
    queryKeys: ['admin', 'limit', 'offset', 'q', 'group'],
  }),
  endpoint({
    name: 'user-patch',
    method: 'PATCH',
    route: '/api/users/:id',
    auth: 'admin',
    params: [segmentArb(['{user:target}', '{user:admin}'])],
    fields: ['group', 'role'],
    valid: [{ group: 'user', role: 'user' }],
  }),
  endpoint({
    name: 'leads',
    method: 'GET',
    route: '/api/leads',
    auth: 'manager',
    queryKeys: LEAD_QUERY_KEYS,
  }),
  endpoint({ name: 'leads-unread', method: 'GET', route: '/api/leads/unread', auth: 'manager' }),
  endpoint({ name: 'leads-staff', method: 'GET', route: '/api/leads/staff', auth: 'manager' }),
  endpoint({
    name: 'leads-export',
    method: 'GET',
    route: '/api/leads/export.csv',
    auth: 'manager',
    queryKeys: LEAD_QUERY_KEYS,
  }),
  endpoint({
    name: 'lead',
    method: 'GET',
    route: '/api/leads/:id',
    auth: 'manager',
    params: [LEAD_ID],
  }),
  endpoint({
    name: 'lead-patch',
    method: 'PATCH',
    route: '/api/leads/:id',
    auth: 'manager',
    params: [LEAD_ID],
    fields: ['status', 'assigneeId'],
    valid: [
      { status: 'in_progress', assigneeId: '{user:manager}' },
      { status: 'new', assigneeId: null },
    ],
  }),
  endpoint({
    name: 'lead-resume',
    method: 'GET',
    route: '/api/leads/:id/resume',
    auth: 'manager',
    params: [LEAD_ID],
  }),
  endpoint({
    name: 'lead-retry',
    method: 'POST',
    route: '/api/leads/:id/notifications/:channel/retry',
    auth: 'admin',
    params: [LEAD_ID, segmentArb(['webhook', 'email'])],
  }),
  {
    name: 'any',
    method: 'GET',
    route: '/api/*',
    cases: fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      segments: fc
        .array(
          // A dot segment would climb out of /api (the client resolves it): not the API's answer.
          segmentArb([
            'auth',
            'leads',
            'users',
            'account',
            'forms',
            'uploads',
            'health',
            'me',
          ]).filter((part) => !/^(?:\.|%2e){1,2}$/i.test(part)),
          { minLength: 1, maxLength: 4 },
        )
        .map((parts) => ['api', ...parts]),
      query: queryArb([]),
      auth: authArb('admin'),
      contentType: contentTypeArb(JSON_TYPES),
      headers: headersArb,
      body: bodyArb([]),
    }),
  },
];

/** The app the fuzzer runs against, with fresh tokens and ids to fill the placeholders. */
export interface FuzzWorld {
  t: AccountsTestApp;
  users: Record<Role | 'target', SeededUser>;
  leads: { contact: number; application: number };
  /** Forged and junk tokens, made once. */
  forged: Record<Exclude<Extract<AuthSpec, { token: string }>['token'], 'valid'>, string>;
  /** A fresh login's access token for a role (logout-all and password changes end logins). */
  token(role: Role): Promise<string>;
  /** A fresh upload address (prepared for a 1000-byte PDF), and one already used. */
  uploadToken(used: boolean): Promise<string>;
  /** A new client address per request, so per-address limits do not hide the handlers. */
  nextAddress(): string;
  close(): Promise<void>;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signWith(
  key: Uint8Array,
  claims: { sub: string; sid: string; typ?: string },
  expiresAt?: number,
): Promise<string> {
  const jwt = new SignJWT({ typ: claims.typ ?? 'access', sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience('kub')
    .setIssuer('kub');
  if (expiresAt !== undefined) jwt.setIssuedAt(expiresAt - 900).setExpirationTime(expiresAt);
  else jwt.setIssuedAt().setExpirationTime('15m');
  return jwt.sign(key);
}

/** Builds the world: the app in process (a webhook channel to a closed port), users and leads. */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  // The world's own set-up calls come from one address: the forms and uploads limits are lifted
  // (the fuzzed requests each come from a new address anyway).
  const t = await buildAccountsApp(
    { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' },
    { overrides: { formsRateLimitPerMinute: 1_000_000, uploadsRateLimitPerMinute: 1_000_000 } },
  );
  const users = {
    admin: await seedUser(t, { name: 'Анна Админова', role: 'admin', isAdmin: true }),
    manager: await seedUser(t, { name: 'Мария Менеджерова', role: 'manager' }),
    user: await seedUser(t, { name: 'Пётр Пользователев' }),
    target: await seedUser(t, { name: 'Цель Правок' }),
  };
  const submit = async (body: Record<string, unknown>) => {
    const res = await sendForm(t, { requestId: randomUUID(), fillMs: 45_000, ...body });
    if (res.statusCode !== 200) throw new Error(`fuzz world: ${res.body}`);
    const latest = await t.database.db
      .selectFrom('lead')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    return Number(latest.id);
  };
  const contact = await submit(validContact());
  const resume = await upload(t, 'резюме.pdf', minimalPdf(), PDF_TYPE);
  const application = await submit({ ...validApplication(), appId: resume.appId });

  const { admin } = users;
  const revoked = await t.ctx.sessions.start(admin.id, false);
  await t.ctx.sessions.revokeFamily(revoked.familyId);
  const forged = {
    'forged-key': await signWith(randomBytes(32), { sub: admin.id, sid: admin.sessionId }),
    'forged-claims': await signWith(TEST_SECRET_BYTES, { sub: randomUUID(), sid: randomUUID() }),
    expired: await signWith(
      TEST_SECRET_BYTES,
      { sub: admin.id, sid: admin.sessionId },
      Math.floor(Date.now() / 1000) - 60,
    ),
    'alg-none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: admin.id, sid: admin.sessionId, typ: 'access', aud: 'kub', iss: 'kub', exp: 4102444800, iat: 1 })}.`,
    'wrong-type': await signWith(TEST_SECRET_BYTES, {
      sub: admin.id,
      sid: admin.sessionId,
      typ: 'refresh',
    }),
    revoked: await signWith(TEST_SECRET_BYTES, { sub: admin.id, sid: revoked.familyId }),
  };

  const prepareToken = async () => {
    const res = await prepare(t, { fileName: 'резюме.pdf', fileSize: 1000, fileType: PDF_TYPE });
    if (res.statusCode !== 200) throw new Error(`fuzz world: prepare ${res.body}`);
    return res.json<{ uploadUrl: string }>().uploadUrl.split('/').pop()!;
  };
  const usedToken = await prepareToken();
  const used = await t.app.inject({
    method: 'PUT',
    url: `/api/uploads/${usedToken}`,
    headers: { 'content-type': PDF_TYPE },
    payload: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000 - 9, 32)]),
  });
  if (used.statusCode !== 201) throw new Error(`fuzz world: upload ${used.body}`);

  let address = 0;
  return {
    t,
    users,
    leads: { contact, application },
    forged,
    async token(role) {
      const session = await t.ctx.sessions.start(users[role].id, false);
      return t.ctx.tokens.sign({ userId: users[role].id, sessionId: session.familyId });
    },
    uploadToken: (isUsed) => (isUsed ? Promise.resolve(usedToken) : prepareToken()),
    nextAddress() {
      address += 1;
      return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    },
    close: () => t.close(),
  };
}

/** Fills a placeholder of a generated value with the world's real id (or a fresh one). */
async function fill(world: FuzzWorld, text: string): Promise<string> {
  if (!text.includes('{')) return text;
  const replacements: Record<string, () => Promise<string> | string> = {
    '{uuid}': () => randomUUID(),
    '{email}': () => `fuzz-${randomUUID().slice(0, 8)}@example.ru`,
    '{email:user}': () => world.users.user.email,
    '{app}': async () => {
      const res = await upload(world.t, 'резюме.pdf', minimalPdf(), PDF_TYPE);
      return res.appId;
    },
    '{upload}': () => world.uploadToken(false),
    '{upload:used}': () => world.uploadToken(true),
    '{lead:contact}': () => String(world.leads.contact),
    '{lead:application}': () => String(world.leads.application),
    '{user:target}': () => world.users.target.id,
    '{user:admin}': () => world.users.admin.id,
    '{user:manager}': () => world.users.manager.id,
  };
  const make = replacements[text];
  return make ? make() : text;
}

async function fillBody(world: FuzzWorld, body: BodySpec): Promise<BodySpec> {
  if (body.kind !== 'json' || body.value === null || typeof body.value !== 'object') return body;
  if (Array.isArray(body.value)) return body;
  const value: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(body.value)) {
    Object.defineProperty(value, key, {
      value: typeof inner === 'string' ? await fill(world, inner) : inner,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { kind: 'json', value };
}

/** Header values as a client can send them: printable ASCII only. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

async function authHeader(world: FuzzWorld, auth: AuthSpec): Promise<string | undefined> {
  if (auth === null) return undefined;
  if ('raw' in auth) return headerSafe(auth.raw);
  if (auth.token === 'valid') return `Bearer ${await world.token(auth.role)}`;
  return `Bearer ${world.forged[auth.token]}`;
}

/** The request fastify's inject() makes of a case, and its text as sent (for the echo rule). */
export async function toRequest(
  world: FuzzWorld,
  fuzzCase: FuzzCase,
): Promise<{ options: InjectOptions; sent: string }> {
  const segments = await Promise.all(fuzzCase.segments.map((part) => fill(world, part)));
  const url = `/${segments.join('/')}${fuzzCase.query ? `?${fuzzCase.query}` : ''}`;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(fuzzCase.headers)) headers[name] = headerSafe(value);
  const authorization = await authHeader(world, fuzzCase.auth);
  if (authorization !== undefined) headers.authorization = authorization;
  if (fuzzCase.contentType !== null) headers['content-type'] = headerSafe(fuzzCase.contentType);
  const payload = bodyPayload(await fillBody(world, fuzzCase.body));
  const options: InjectOptions = {
    method: fuzzCase.method as HTTPMethods,
    url,
    headers,
    remoteAddress: world.nextAddress(),
    ...(payload === undefined ? {} : { payload }),
  };
  const bodyText = payload === undefined ? '' : payload.toString('utf8').slice(0, 400_000);
  let decodedUrl = url;
  try {
    decodedUrl = decodeURIComponent(url);
  } catch {
    // A malformed escape is sent as it is.
  }
  return { options, sent: [url, decodedUrl, bodyText, ...Object.values(headers)].join('\n') };
}

export type ViolationKind = '5xx' | 'shape' | 'leak' | 'down';

export interface Violation {
  kind: ViolationKind;
  detail: string;
}

/** What must never reach a client: stack frames, SQLite's words, SQL, server paths, error names. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /SQLITE/i,
  /\bat [^\n]{0,200}:\d+:\d+/,
  /(?:^|[\s"'(=])\/(?:work|tmp|home|usr|root|var|opt|srv)\//,
  /node_modules/,
  /\b[A-Za-z]*Error:/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE TABLE)\b[\s\S]{0,80}\b(?:FROM|VALUES|SET|WHERE)\b/,
  /constraint failed|no such (?:table|column)|syntax error|datatype mismatch|database is locked/i,
];

const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * The properties of one reply: never a 5xx; a non-2xx reply is JSON `{ ok: false, error }` with a
 * Russian error (other keys of a route's documented error shape allowed); no leak in any reply,
 * unless the request itself carried that text (a stored message echoed back is not a leak).
 */
export function checkReply(sent: string, res: LightMyRequestResponse): Violation[] {
  const violations: Violation[] = [];
  if (res.statusCode >= 500) {
    violations.push({ kind: '5xx', detail: `${res.statusCode} ${res.body.slice(0, 300)}` });
  }
  if (res.statusCode < 200 || res.statusCode >= 300) {
    const type = String(res.headers['content-type'] ?? '');
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    const shaped =
      type.startsWith('application/json') &&
      typeof body === 'object' &&
      body !== null &&
      (body as { ok?: unknown }).ok === false &&
      typeof (body as { error?: unknown }).error === 'string' &&
      CYRILLIC.test((body as { error: string }).error);
    if (!shaped) {
      violations.push({
        kind: 'shape',
        detail: `${res.statusCode} ${type} ${res.body.slice(0, 300)}`,
      });
    }
  }
  const text = res.rawPayload.toString('latin1') + '\n' + res.body;
  for (const pattern of LEAK_PATTERNS) {
    if (pattern.test(text) && !pattern.test(sent)) {
      violations.push({ kind: 'leak', detail: `${pattern} in ${res.body.slice(0, 300)}` });
    }
  }
  return violations;
}

export interface EndpointReport {
  name: string;
  route: string;
  runs: number;
  statuses: Record<number, number>;
  fiveXX: number;
  leaks: number;
  shape: number;
  healthAfter: boolean;
  durationMs: number;
  /** The first failing run: replay with the same seed and this path. */
  firstFailure?: { seed: number; path: string; violation: Violation; request: string };
}

export interface FuzzRunOptions {
  runs: number;
  seed: number;
  /** Replays from this run (fast-check path) instead of from the first. */
  path?: string;
  /**
   * assert: stop at the first violation, shrink it and throw (fast-check prints seed, path and the
   * smallest case); census: run every case, count every violation, report the first.
   */
  mode: 'assert' | 'census';
}

function describeRequest(options: InjectOptions): string {
  const payload = options.payload;
  const body =
    payload === undefined
      ? ''
      : ` body(${Buffer.byteLength(payload as string | Buffer)} B): ${String(payload).slice(0, 200)}`;
  return `${options.method} ${String(options.url).slice(0, 300)} ${JSON.stringify(options.headers).slice(0, 400)}${body}`;
}

/** Fuzzes one endpoint on its world; the app must still answer /api/health 200 afterwards. */
export async function fuzzEndpoint(
  world: FuzzWorld,
  target: FuzzEndpoint,
  options: FuzzRunOptions,
): Promise<EndpointReport> {
  const report: EndpointReport = {
    name: target.name,
    route: `${target.method} ${target.route}`,
    runs: 0,
    statuses: {},
    fiveXX: 0,
    leaks: 0,
    shape: 0,
    healthAfter: false,
    durationMs: 0,
  };
  const started = performance.now();
  let runIndex = options.path ? Number(options.path.split(':')[0]) : 0;
  let counting = true;
  const property = fc.asyncProperty(target.cases, async (fuzzCase) => {
    const { options: request, sent } = await toRequest(world, fuzzCase);
    const res = await world.t.app.inject(request);
    const violations = checkReply(sent, res);
    if (counting) {
      report.runs += 1;
      report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
      for (const violation of violations) {
        if (violation.kind === '5xx') report.fiveXX += 1;
        if (violation.kind === 'leak') report.leaks += 1;
        if (violation.kind === 'shape') report.shape += 1;
      }
      if (violations[0] && !report.firstFailure) {
        report.firstFailure = {
          seed: options.seed,
          path: String(runIndex),
          violation: violations[0],
          request: describeRequest(request),
        };
      }
      runIndex += 1;
    }
    if (violations.length > 0 && options.mode === 'assert') {
      counting = false; // shrinking from here: the figures above are the runs made
      throw new Error(
        `${target.name}: ${violations.map((v) => `${v.kind}: ${v.detail}`).join('; ')}\n` +
          `request: ${describeRequest(request)}`,
      );
    }
  });
  const params = {
    seed: options.seed,
    numRuns: options.runs,
    ...(options.path ? { path: options.path } : {}),
  };
  try {
    if (options.mode === 'assert') await fc.assert(property, params);
    else await fc.check(property, params);
  } finally {
    const health = await world.t.app.inject({ method: 'GET', url: '/api/health' });
    report.healthAfter = health.statusCode === 200;
    report.durationMs = performance.now() - started;
  }
  return report;
}
