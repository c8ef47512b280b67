import type { Generated } from 'kysely';

/** Contact requests (public-site §3), one row per client request id. */
export interface ContactRequestTable {
  id: Generated<number>;
  /** The client's UUID: the idempotency key, unique forever. */
  request_id: string;
  /** Hash of the normalised payload: the same id with another payload is refused. */
  payload_hash: string;
  name: string;
  email: string;
  phone: string;
  option: string;
  message: string;
  page: string;
  created_at: string;
}

export interface Database {
  contact_request: ContactRequestTable;
}
