import type SQLite from 'better-sqlite3';
import { leadTopic, type LeadKind, type LeadStatus } from '../../../src/domain/leads/lead-model';

/** What an announcement says about a lead: the submission as stored, with its resume if any. */
export interface LeadAnnouncement {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  /** UTC ISO. */
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  /** The option as submitted ('Новая анкета — …' for an application). */
  option: string;
  /** A contact request's topic, an application's vacancy ('' when none). */
  topic: string;
  message: string;
  page: string;
  resume: { name: string; size: number; type: string } | null;
  /** `${PUBLIC_URL}/account/leads/<id>`, or null when PUBLIC_URL is not set. */
  url: string | null;
}

interface AnnouncementRow {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  created_at: string;
  // Left joins: null only if the source row were missing (the schema's check forbids it).
  name: string | null;
  email: string | null;
  phone: string | null;
  option: string | null;
  message: string | null;
  page: string | null;
  file_name: string | null;
  size: number | null;
  detected_type: string | null;
}

/** Reads a lead for its announcement (null when it no longer exists). */
export function createAnnouncementReader(sqlite: SQLite.Database, publicUrl: string | null) {
  const select = sqlite.prepare<[number], AnnouncementRow>(
    `SELECT l.id, l.kind, l.status, l.created_at,
       coalesce(c.name, a.name) AS name, coalesce(c.email, a.email) AS email,
       coalesce(c.phone, a.phone) AS phone, coalesce(c.option, a.option) AS option,
       coalesce(c.message, a.message) AS message, coalesce(c.page, a.page) AS page,
       u.file_name, u.size, u.detected_type
     FROM lead l
     LEFT JOIN contact_request c ON c.id = l.contact_request_id
     LEFT JOIN application a ON a.id = l.application_id
     LEFT JOIN upload u ON u.app_id = a.app_id
     WHERE l.id = ?`,
  );
  return (leadId: number): LeadAnnouncement | null => {
    const row = select.get(leadId);
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      receivedAt: row.created_at,
      name: row.name ?? '',
      email: row.email ?? '',
      phone: row.phone ?? '',
      option: row.option ?? '',
      topic: leadTopic(row.kind, row.option ?? ''),
      message: row.message ?? '',
      page: row.page ?? '',
      resume:
        row.file_name !== null
          ? { name: row.file_name, size: row.size ?? 0, type: row.detected_type ?? '' }
          : null,
      url: publicUrl ? `${publicUrl}/account/leads/${row.id}` : null,
    };
  };
}
