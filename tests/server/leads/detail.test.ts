import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ASSIGNEE_MESSAGE } from '../../../server/modules/leads/lead-routes';
import { bearer } from '../auth/accounts-helpers';
import { minimalPdf, PDF_TYPE, sha256, upload } from '../uploads/fixtures';
import {
  leadsAppPerTest,
  newestLeadId,
  openLead,
  patchLead,
  submitApplication,
  submitContact,
} from './leads-helpers';

describe('one lead: everything submitted, status and responsible with their trail', () => {
  const t = leadsAppPerTest();

  it('shows everything a contact request carried, and its arrival in the trail', async () => {
    const { id: requestId } = await submitContact(t, {
      name: 'Ольга Смирнова',
      message: 'Строка один\nСтрока два',
    });
    const lead = await openLead(t, t.manager.accessToken, await newestLeadId(t));
    expect(lead).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: 'Ольга Смирнова',
      email: 'ivan@example.ru',
      phone: '+7 (911) 123-45-67',
      option: 'Электромонтажные работы',
      topic: 'Электромонтажные работы',
      message: 'Строка один\nСтрока два',
      page: 'https://kub.example/contact',
      requestId,
      spamReason: null,
      resume: null,
      estimate: null,
      read: true,
      assignee: null,
      notifications: [],
    });
    expect(lead.history).toEqual([
      { at: lead.receivedAt, actor: null, type: 'created', from: null, to: 'new' },
    ]);
  });

  it('changes the status and keeps who changed it and when, line by line', async () => {
    await submitContact(t);
    const id = await newestLeadId(t);
    const first = await patchLead(t, t.manager.accessToken, id, { status: 'in_progress' });
    expect(first.statusCode).toBe(200);
    expect(first.json().lead.status).toBe('in_progress');
    // The same status again writes nothing.
    await patchLead(t, t.manager.accessToken, id, { status: 'in_progress' });
    await patchLead(t, t.admin.accessToken, id, { status: 'closed' });
    const lead = await openLead(t, t.admin.accessToken, id);
    expect(lead.status).toBe('closed');
    expect(lead.history.map(({ actor, type, from, to }) => [actor, type, from, to])).toEqual([
      [null, 'created', null, 'new'],
      ['Мария Менеджерова', 'status', 'new', 'in_progress'],
      ['Анна Админова', 'status', 'in_progress', 'closed'],
    ]);
    for (const event of lead.history) expect(Date.parse(event.at)).not.toBeNaN();
  });

  it('makes a staff member responsible, changes and clears it; a plain user cannot be', async () => {
    await submitContact(t);
    const id = await newestLeadId(t);
    const refused = await patchLead(t, t.admin.accessToken, id, { assigneeId: t.user.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      ok: false,
      error: ASSIGNEE_MESSAGE,
      fields: { assigneeId: ASSIGNEE_MESSAGE },
    });
    const set = await patchLead(t, t.admin.accessToken, id, { assigneeId: t.manager.id });
    expect(set.json().lead.assignee).toEqual({ id: t.manager.id, name: 'Мария Менеджерова' });
    await patchLead(t, t.admin.accessToken, id, { assigneeId: t.admin.id, status: 'in_progress' });
    const cleared = await patchLead(t, t.manager.accessToken, id, { assigneeId: null });
    const lead = cleared.json().lead;
    expect(lead.assignee).toBeNull();
    expect(
      lead.history.slice(1).map(({ type, from, to }: Record<string, unknown>) => [type, from, to]),
    ).toEqual([
      ['assignee', null, 'Мария Менеджерова'],
      ['status', 'new', 'in_progress'],
      ['assignee', 'Мария Менеджерова', 'Анна Админова'],
      ['assignee', 'Анна Админова', null],
    ]);
  });

  it('refuses a bad change with 400, and an unknown lead with 404', async () => {
    await submitContact(t);
    const id = await newestLeadId(t);
    for (const payload of [{ status: 'done' }, { status: 3 }, { assigneeId: 7 }]) {
      const res = await patchLead(t, t.admin.accessToken, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    const missing = await patchLead(t, t.admin.accessToken, id + 100, { status: 'closed' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ ok: false, error: 'Заявка не найдена.' });
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${id + 100}`,
      headers: bearer(t.admin.accessToken),
    });
    expect(open.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/leads/abc',
      headers: bearer(t.admin.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows an attached calculator estimate as data', async () => {
    await submitContact(t);
    const estimate = { calculator: 'indoor', totals: { cost: 125000, days: 12 } };
    await t.database.db
      .updateTable('contact_request')
      .set({ estimate: JSON.stringify(estimate) })
      .execute();
    const lead = await openLead(t, t.admin.accessToken, await newestLeadId(t));
    expect(lead.estimate).toEqual(estimate);
  });

  it('hands the resume to staff only, byte for byte from the database, as an attachment with its stored type and nosniff', async () => {
    // Every byte value, and enough of them to span pages of the database (a BLOB or a bytea).
    const bytes = Buffer.concat([minimalPdf(), randomBytes(3 * 1024 * 1024)]);
    const prepared = await upload(t, 'Резюме Иванова.pdf', bytes, PDF_TYPE);
    await submitApplication(t, {
      appId: prepared.appId,
      file: {
        name: 'Резюме Иванова.pdf',
        type: PDF_TYPE,
        size: bytes.length,
        diskPath: prepared.diskPath,
      },
    });
    const id = await newestLeadId(t);
    const lead = await openLead(t, t.manager.accessToken, id);
    expect(lead.resume).toEqual({ name: 'Резюме Иванова.pdf', type: PDF_TYPE, size: bytes.length });
    expect(lead.topic).toBe('электромонтажник');

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${id}/resume`,
      headers: bearer(t.manager.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PDF_TYPE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=resume-${id}.pdf; filename*=UTF-8''%D0%A0%D0%B5%D0%B7%D1%8E%D0%BC%D0%B5%20%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0.pdf`,
    );
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(sha256(res.rawPayload)).toBe(sha256(bytes));
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);

    const user = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${id}/resume`,
      headers: bearer(t.user.accessToken),
    });
    expect(user.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/leads/${id}/resume` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 with a Russian message for a lead without a resume', async () => {
    await submitContact(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${await newestLeadId(t)}/resume`,
      headers: bearer(t.admin.accessToken),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, error: 'Файл резюме не найден.' });
  });
});
