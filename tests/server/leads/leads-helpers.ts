import { randomUUID } from 'node:crypto';
import type { LeadDetail, LeadPage } from '../../../src/domain/leads/lead-records';
import type { ServerConfig } from '../../../server/config';
import { sendForm, validApplication } from '../applications/application-fixtures';
import { validContact } from '../forms/contact-fixtures';
import {
  bearer,
  buildAccountsApp,
  jsonAs,
  seedUser,
  type AccountsTestApp,
  type SeededUser,
} from '../auth/accounts-helpers';
import { builtPerTest } from '../built-per-test';

export interface LeadsTestApp extends AccountsTestApp {
  admin: SeededUser;
  manager: SeededUser;
  user: SeededUser;
}

/** An app with an admin («Анна Админова»), a manager («Мария Менеджерова») and a plain user. */
export async function buildLeadsApp(overrides: Partial<ServerConfig> = {}): Promise<LeadsTestApp> {
  // Tests send many requests from one address: the per-address limit is not what they test.
  const t = await buildAccountsApp(
    {},
    { overrides: { formsRateLimitPerMinute: 10_000, ...overrides } },
  );
  const admin = await seedUser(t, { name: 'Анна Админова', role: 'admin', isAdmin: true });
  const manager = await seedUser(t, { name: 'Мария Менеджерова', role: 'manager' });
  const user = await seedUser(t, { name: 'Пётр Пользователев' });
  return Object.assign(t, { admin, manager, user });
}

/** A fresh leads app for each test of the enclosing describe (builtPerTest: call it there). */
export const leadsAppPerTest = () => builtPerTest(buildLeadsApp);

/** A valid contact request body (public-site §3), a person's fill time included. */
export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  ...validContact(),
  fillMs: 45_000,
  ...overrides,
});

/** Sends a contact request through the public endpoint; fails the test unless it is accepted. */
export async function submitContact(t: AccountsTestApp, overrides: Record<string, unknown> = {}) {
  const res = await sendForm(t, contactBody(overrides));
  if (res.statusCode !== 200) throw new Error(`contact request refused: ${res.body}`);
  return res.json<{ ok: true; id: string }>();
}

export async function submitApplication(
  t: AccountsTestApp,
  overrides: Record<string, unknown> = {},
) {
  const res = await sendForm(t, { ...validApplication(), requestId: randomUUID(), ...overrides });
  if (res.statusCode !== 200) throw new Error(`application refused: ${res.body}`);
  return res.json<{ ok: true; id: string }>();
}

export const getLeads = (t: AccountsTestApp, token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/leads${query}`, headers: bearer(token) });

export async function listLeads(t: AccountsTestApp, token: string, query = ''): Promise<LeadPage> {
  const res = await getLeads(t, token, query);
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
  return res.json<LeadPage>();
}

export async function openLead(t: AccountsTestApp, token: string, id: number): Promise<LeadDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/leads/${id}`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`lead: ${res.statusCode} ${res.body}`);
  return res.json<{ lead: LeadDetail }>().lead;
}

export const patchLead = (
  t: AccountsTestApp,
  token: string,
  id: number,
  payload: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/leads/${id}`,
    headers: jsonAs(token),
    payload,
  });

export async function unread(t: AccountsTestApp, token: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/leads/unread',
    headers: bearer(token),
  });
  return res.json<{ unread: number }>().unread;
}

/** The id of the newest lead. */
export async function newestLeadId(t: AccountsTestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('lead')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}
