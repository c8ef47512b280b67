import type { Generated } from 'kysely';
import type { SubmittedFields } from '../../src/domain/leads/lead-model';

/** The columns of a submission's row: what was submitted, keyed by the client's request id. */
interface SubmissionColumns extends SubmittedFields {
  id: Generated<number>;
  /** The client's UUID: the idempotency key, unique forever. */
  request_id: string;
  /** Hash of the normalised payload: the same id with another payload is refused. */
  payload_hash: string;
}

/** Contact requests (public-site §3), one row per client request id. */
export interface ContactRequestTable extends SubmissionColumns {
  /** A calculator estimate sent with the request, as JSON (issue 17); null when none. */
  estimate: string | null;
  created_at: string;
}

/** Prepared resume uploads: a one-time address, then the stored file (accounts spec §3.2). */
export interface UploadTable {
  id: Generated<number>;
  /** The random id given to the client; the application links to it. */
  app_id: string;
  /** sha256 of the one-time upload token; the token itself is never stored. */
  token_hash: string;
  status: 'pending' | 'receiving' | 'stored';
  /** The decoded original file name. */
  file_name: string;
  declared_type: string;
  declared_size: number;
  /** pdf, doc or docx, from the name (or the type when the name has no extension). */
  declared_kind: string;
  /** Epoch milliseconds after which the upload address is refused. */
  expires_at: number;
  /**
   * The stored resume's random name (128 bits in hex) once stored; its bytes are in
   * upload_content. Before migration 0006 it named the file under DATA_DIR/uploads, which the
   * server imports at start (modules/uploads/legacy-import.ts).
   */
  stored_name: string | null;
  size: number | null;
  sha256: string | null;
  /** The MIME type of the kind found by content. */
  detected_type: string | null;
  completed_at: number | null;
  created_at: Generated<string>;
}

/** The bytes of a stored resume, one row per stored upload (issue 18). */
export interface UploadContentTable {
  upload_id: number;
  bytes: Buffer;
}

/** Job applications (accounts spec §3.3), one row per client request id. */
export interface ApplicationTable extends SubmissionColumns {
  /** The linked resume upload, if any. */
  app_id: string | null;
  created_at: Generated<string>;
}

/** Accounts (accounts spec §3.4). Booleans are 0/1; times are ISO strings. */
export interface UsersTable {
  /** A random UUID. */
  id: string;
  /** Unique without regard to case (collate nocase). */
  email: string;
  /** The self-describing scrypt string; never leaves the server. */
  password_hash: string;
  name: string;
  username: string;
  phone: string;
  group_code: string;
  role: string;
  city: string;
  about: string;
  email_opt_in: number;
  is_admin: number;
  /** An image data URL or null. */
  avatar: string | null;
  created_at: string;
  updated_at: string;
}

/** Refresh tokens: one row per token, a login's rotations share family_id. */
export interface SessionsTable {
  id: string;
  user_id: string;
  family_id: string;
  /** sha256 (hex) of the refresh token; the token itself is never stored. */
  token_hash: string;
  /** 1 when the login asked to be remembered (persistent cookie). */
  persistent: number;
  created_at: string;
  /** Absolute expiry of the whole login (30 days), copied on rotation. */
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

/** The leads inbox (issue 12): one row per contact request or application. */
export interface LeadTable {
  id: Generated<number>;
  kind: 'contact' | 'application';
  contact_request_id: number | null;
  application_id: number | null;
  status: 'new' | 'in_progress' | 'closed' | 'spam';
  /** Why it was filed as spam on arrival (honeypot, fill time); null otherwise. */
  spam_reason: string | null;
  /** The staff member responsible (users.id). */
  assignee_id: string | null;
  /** When it was received (UTC ISO), the same instant as its submission row. */
  created_at: string;
  updated_at: string;
}

/** A lead's trail: its arrival, then each change of status or responsible. */
export interface LeadEventTable {
  id: Generated<number>;
  lead_id: number;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  type: 'created' | 'status' | 'assignee';
  from_value: string | null;
  to_value: string | null;
}

/** Which staff member opened which lead. */
export interface LeadReadTable {
  lead_id: number;
  user_id: string;
  read_at: string;
}

/** The durable notification outbox: one row per lead and channel, written with the lead. */
export interface NotificationTable {
  id: Generated<number>;
  lead_id: number;
  channel: 'email' | 'webhook';
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  /** Epoch milliseconds when a pending notification is due. */
  next_attempt_at: number;
  /** Epoch milliseconds until which a 'sending' claim holds. */
  lease_until: number | null;
  /** The app server (a random id per process) whose claim it is or was. */
  claimed_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** The FTS5 index of leads (rowid = lead.id); contentless: only matching is possible. */
export interface LeadSearchTable {
  rowid: number;
  body: string;
}

export interface Database {
  contact_request: ContactRequestTable;
  upload: UploadTable;
  upload_content: UploadContentTable;
  application: ApplicationTable;
  users: UsersTable;
  sessions: SessionsTable;
  lead: LeadTable;
  lead_event: LeadEventTable;
  lead_read: LeadReadTable;
  notification: NotificationTable;
  lead_search: LeadSearchTable;
}
