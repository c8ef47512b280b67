import path from 'node:path';
import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import { LEAD_NOT_FOUND_MESSAGE } from '../../../src/domain/leads/lead-model';
import { moscowToday } from '../../../src/domain/leads/moscow-time';
import { writeTransaction } from '../../db/transaction';
import { errorBody, errorReplySchema } from '../../plugins/errors';
import type { AccountsContext } from '../auth/accounts-context';
import { accountOf, authenticate, requireLeadsAccess } from '../auth/authenticate';
import { leadCsvLines } from './lead-csv';
import { parseLeadFilter, parseLeadPageRequest } from './lead-filter';
import { toDetail, toSummary } from './lead-presenter';
import { createLeadRepository } from './lead-repository';
import {
  leadChangeSchema,
  leadReplySchema,
  leadIdParamsSchema,
  leadPageSchema,
  leadQuerySchema,
  staffReplySchema,
  unreadReplySchema,
} from './lead-schemas';

export const ASSIGNEE_MESSAGE = 'Ответственным можно назначить только сотрудника.';
export const RESUME_GONE_MESSAGE = 'Файл резюме не найден.';

function invalid(reply: FastifyReply, fields: Partial<Record<string, string>>) {
  const first = Object.values(fields).find((value) => value !== undefined);
  return reply.status(400).send({ ...errorBody(400, first), fields });
}

/**
 * The leads inbox (issue 12) under /api/leads: the list with search, filters and keyset pages, the
 * unread count, the staff who can be responsible, one lead (opening marks it read), status and
 * responsible changes with their trail, the resume download and the CSV export. Staff only:
 * anonymous callers get 401, everybody but admins and managers 403.
 */
export const leadRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { ctx: AccountsContext };
}> = async (app, { ctx }) => {
  const { leads, uploads } = ctx;
  const staffOnly = [authenticate(ctx), requireLeadsAccess()];
  const errors = { '4xx': errorReplySchema };
  // A file or a stream sent as it is: any body (never serialised by a schema).
  const fileReply = { 200: {}, ...errors } as const;

  const detail = async (id: number) => {
    const row = await leads.find(id);
    if (!row) return null;
    const [resume, events, notifications] = await Promise.all([
      row.app_id === null ? Promise.resolve(undefined) : leads.resume(row.app_id),
      leads.events(id),
      leads.notifications(id),
    ]);
    return toDetail({ row, resume, events, notifications });
  };

  app.get(
    '/leads',
    {
      onRequest: staffOnly,
      schema: { querystring: leadQuerySchema, response: { 200: leadPageSchema, ...errors } },
    },
    async (request, reply) => {
      const parsed = parseLeadPageRequest(request.query);
      if (!parsed.ok) return invalid(reply, parsed.fields);
      const { rows, more } = await leads.page(parsed.value, accountOf(request).user.id);
      const last = rows[rows.length - 1];
      return {
        leads: rows.map((row) => toSummary(row, row.read_id !== null)),
        nextCursor: more && last ? String(last.id) : null,
      };
    },
  );

  app.get(
    '/leads/unread',
    {
      onRequest: staffOnly,
      schema: { response: { 200: unreadReplySchema, ...errors } },
    },
    async (request) => ({ unread: await leads.unreadCount(accountOf(request).user.id) }),
  );

  app.get(
    '/leads/staff',
    {
      onRequest: staffOnly,
      schema: { response: { 200: staffReplySchema, ...errors } },
    },
    async () => ({
      staff: (await leads.staff()).map((person) => ({
        id: person.id,
        name: person.name || person.email,
      })),
    }),
  );

  app.get(
    '/leads/export.csv',
    { onRequest: staffOnly, schema: { querystring: leadQuerySchema, response: fileReply } },
    async (request, reply) => {
      // The export takes the list's filter; a page position or size means nothing here.
      const parsed = parseLeadFilter(request.query);
      if (!parsed.ok) return invalid(reply, parsed.fields);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`leads-${moscowToday()}.csv`))
        .send(Readable.from(leadCsvLines(leads.scan(parsed.value))));
    },
  );

  app.get(
    '/leads/:id',
    {
      onRequest: staffOnly,
      schema: { params: leadIdParamsSchema, response: { 200: leadReplySchema, ...errors } },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const lead = await detail(id);
      if (!lead) return reply.status(404).send(errorBody(404, LEAD_NOT_FOUND_MESSAGE));
      await leads.markRead(id, accountOf(request).user.id, new Date().toISOString());
      return { lead };
    },
  );

  app.patch(
    '/leads/:id',
    {
      onRequest: staffOnly,
      schema: {
        params: leadIdParamsSchema,
        body: leadChangeSchema,
        response: { 200: leadReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const body = request.body ?? {};
      const actor = accountOf(request).user;
      let assignee: { id: string; name: string } | null | undefined;
      if (body.assigneeId === null) assignee = null;
      else if (body.assigneeId !== undefined) {
        const person = await leads.isStaff(body.assigneeId);
        if (!person) return invalid(reply, { assigneeId: ASSIGNEE_MESSAGE });
        assignee = { id: person.id, name: person.name || person.email };
      }
      const changed = await writeTransaction(ctx.db, (trx) =>
        createLeadRepository(trx).change(
          id,
          { id: actor.id, name: actor.name || actor.email },
          { status: body.status, assignee },
          new Date().toISOString(),
        ),
      );
      const lead = changed ? await detail(id) : null;
      if (!lead) return reply.status(404).send(errorBody(404, LEAD_NOT_FOUND_MESSAGE));
      return { lead };
    },
  );

  app.get(
    '/leads/:id/resume',
    { onRequest: staffOnly, schema: { params: leadIdParamsSchema, response: fileReply } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const row = await leads.find(id);
      const resume = row?.app_id ? await uploads.findContent(row.app_id) : undefined;
      if (!row || !resume) {
        return reply
          .status(404)
          .send(errorBody(404, row ? RESUME_GONE_MESSAGE : LEAD_NOT_FOUND_MESSAGE));
      }
      return reply
        .header('content-type', resume.detected_type ?? 'application/octet-stream')
        .header('content-length', resume.bytes.length)
        .header(
          'content-disposition',
          // Browsers take the UTF-8 name; the ASCII fallback keeps the extension.
          contentDisposition(resume.file_name, {
            fallback: `resume-${id}${path.extname(resume.file_name).replace(/[^.a-z0-9]/gi, '')}`,
          }),
        )
        .header('x-content-type-options', 'nosniff')
        .send(resume.bytes);
    },
  );
};
