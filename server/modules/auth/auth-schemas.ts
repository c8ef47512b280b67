import { errorReplySchema } from '../../plugins/errors';
import { text, userSchema } from '../users/user-schemas';

export const authReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'accessToken'],
  properties: { user: userSchema, accessToken: { type: 'string' } },
} as const;

export const registerSchema = {
  // Generous caps here; the exact limits and their Russian messages are the domain's.
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: text(1000),
      email: text(1000),
      password: text(1024),
      emailOptIn: { type: 'boolean' },
    },
  },
  response: { 201: authReplySchema, '4xx': errorReplySchema },
} as const;

export const loginSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      email: text(1000),
      password: text(1024),
      remember: { type: 'boolean' },
    },
  },
  response: { 200: authReplySchema, '4xx': errorReplySchema },
} as const;
