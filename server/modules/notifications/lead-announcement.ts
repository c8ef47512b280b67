import {
  leadTopic,
  type LeadKind,
  type LeadStatus,
  type SubmittedFields,
} from '../../../src/domain/leads/lead-model';
import type { LeadResume } from '../../../src/domain/leads/lead-records';
import { toResume } from '../leads/lead-presenter';
import type { LeadRepository } from '../leads/lead-repository';

/** What an announcement says about a lead: the submission as stored, with its resume if any. */
export interface LeadAnnouncement extends SubmittedFields {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  /** UTC ISO. */
  receivedAt: string;
  /** A contact request's topic, an application's vacancy ('' when none). */
  topic: string;
  resume: LeadResume | null;
  /** `${PUBLIC_URL}/account/leads/<id>`, or null when PUBLIC_URL is not set. */
  url: string | null;
}

/** Reads a lead for its announcement through the inbox's queries (null when it no longer exists). */
export function createAnnouncementReader(leads: LeadRepository, publicUrl: string | null) {
  return async (leadId: number): Promise<LeadAnnouncement | null> => {
    const row = await leads.find(leadId);
    if (!row) return null;
    const resume = row.app_id === null ? null : toResume(await leads.resume(row.app_id));
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      receivedAt: row.created_at,
      name: row.name,
      email: row.email,
      phone: row.phone,
      option: row.option,
      topic: leadTopic(row.kind, row.option),
      message: row.message,
      page: row.page,
      resume,
      url: publicUrl ? `${publicUrl}/account/leads/${row.id}` : null,
    };
  };
}
