import { LEAD_KINDS, LEAD_STATUSES } from '../../../src/domain/leads/lead-model';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
} from '../../../src/domain/leads/lead-records';
import { text } from '../users/user-schemas';

/**
 * JSON schemas of the inbox's calls. Replies list every property (additionalProperties: false), so
 * nothing but what the records of lead-records.ts describe can leave.
 */
const nullableString = { type: ['string', 'null'] } as const;
const person = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
} as const;

const summaryProperties = {
  id: { type: 'integer' },
  kind: { type: 'string', enum: [...LEAD_KINDS] },
  status: { type: 'string', enum: [...LEAD_STATUSES] },
  name: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  topic: { type: 'string' },
  page: { type: 'string' },
  receivedAt: { type: 'string' },
  read: { type: 'boolean' },
  assignee: person,
} as const;
/** Every summary property is required; written out so the type provider can read it. */
const summaryRequired = [
  'id',
  'kind',
  'status',
  'name',
  'email',
  'phone',
  'topic',
  'page',
  'receivedAt',
  'read',
  'assignee',
] as const satisfies readonly (keyof typeof summaryProperties)[];

export const leadSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: summaryRequired,
  properties: summaryProperties,
} as const;

export const notificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channel', 'status', 'attempts', 'lastError', 'sentAt', 'nextAttemptAt'],
  properties: {
    channel: { type: 'string', enum: [...NOTIFICATION_CHANNELS] },
    status: { type: 'string', enum: [...NOTIFICATION_STATUSES] },
    attempts: { type: 'integer' },
    lastError: nullableString,
    sentAt: nullableString,
    nextAttemptAt: nullableString,
  },
} as const;

export const leadDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    ...summaryRequired,
    'option',
    'message',
    'requestId',
    'spamReason',
    'resume',
    'estimate',
    'history',
    'notifications',
  ],
  properties: {
    ...summaryProperties,
    option: { type: 'string' },
    message: { type: 'string' },
    requestId: { type: 'string' },
    spamReason: nullableString,
    resume: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['name', 'type', 'size'],
      properties: { name: { type: 'string' }, type: { type: 'string' }, size: { type: 'integer' } },
    },
    // Structured data of a calculator estimate (issue 17), passed through as stored.
    estimate: {},
    history: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['at', 'actor', 'type', 'from', 'to'],
        properties: {
          at: { type: 'string' },
          actor: nullableString,
          type: { type: 'string', enum: ['created', 'status', 'assignee'] },
          from: nullableString,
          to: nullableString,
        },
      },
    },
    notifications: { type: 'array', items: notificationSchema },
  },
} as const;

/** The list's and the export's query: strings, bounded; meaning is checked by lead-filter.ts. */
export const leadQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: text(1000),
    kind: text(40),
    status: text(40),
    from: text(40),
    to: text(40),
    cursor: text(40),
    limit: text(10),
  },
} as const;

export const leadIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

export const leadChangeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...LEAD_STATUSES] },
    assigneeId: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

export const leadPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['leads', 'nextCursor'],
  properties: {
    leads: { type: 'array', items: leadSummarySchema },
    nextCursor: nullableString,
  },
} as const;

export const leadReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lead'],
  properties: { lead: leadDetailSchema },
} as const;

/** GET /leads/unread: how many leads this staff member has not opened. */
export const unreadReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['unread'],
  properties: { unread: { type: 'integer' } },
} as const;

/** GET /leads/staff: who a lead can be assigned to. */
export const staffReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['staff'],
  properties: {
    staff: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name'],
        properties: { id: { type: 'string' }, name: { type: 'string' } },
      },
    },
  },
} as const;
