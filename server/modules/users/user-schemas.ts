import { GROUP_CODES, ADMIN_GROUP } from '../../../src/domain/accounts/groups';
import { ROLE_CODES } from '../../../src/domain/accounts/roles';

/**
 * The user object of every accounts answer. additionalProperties: false makes the serializer drop
 * anything else, so a hash or a token can never leave even if a row were passed by mistake.
 */
export const userSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'username',
    'email',
    'phone',
    'group',
    'role',
    'city',
    'about',
    'emailOptIn',
    'isAdmin',
    'avatar',
  ],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    group: { type: 'string', enum: [...GROUP_CODES, ADMIN_GROUP] },
    role: { type: 'string', enum: [...ROLE_CODES] },
    city: { type: 'string' },
    about: { type: 'string' },
    emailOptIn: { type: 'boolean' },
    isAdmin: { type: 'boolean' },
    avatar: { type: ['string', 'null'] },
  },
} as const;

export const okSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok'],
  properties: { ok: { const: true } },
} as const;

export const userReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: { user: userSchema },
} as const;

/** Routes whose body must be a JSON object of known string fields. */
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
