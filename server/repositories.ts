import type { DatabaseHandle } from './db/database';
import {
  createApplicationRepository,
  type ApplicationRepository,
} from './modules/forms/application-repository';
import {
  createContactRepository,
  type ContactRepository,
} from './modules/forms/contact-repository';
import { createLeadRepository, type LeadRepository } from './modules/leads/lead-repository';
import { createLeadWriter } from './modules/leads/lead-writer';
import {
  createNotificationStore,
  type NotificationStore,
} from './modules/notifications/notification-store';
import type { NotificationChannel } from '../src/domain/leads/lead-records';
import { createUploadRepository, type UploadRepository } from './modules/uploads/upload-repository';
import { createUserRepository, type UserRepository } from './modules/users/user-repository';

/**
 * The repositories over the app's database, built once per app (`app.repositories`, decorated in
 * app.ts) and shared by every route plugin. A repository over a transaction (`createXRepository(trx)`
 * inside `db.transaction()`) is still made where the transaction is.
 */
export interface Repositories {
  users: UserRepository;
  /** The leads inbox's queries. */
  leads: LeadRepository;
  /** The notification outbox (the inbox's «Отправить повторно»). */
  notifications: NotificationStore;
  uploads: UploadRepository;
  /** Contact requests, each written with its lead (group commit). */
  contacts: ContactRepository;
  /** Job applications, each written with its lead and its resume's link. */
  applications: ApplicationRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

/**
 * @param channels the notification channels configured, read when a lead is written (the new
 * lead's announcements, one per channel)
 */
export function createRepositories(
  database: DatabaseHandle,
  channels: () => readonly NotificationChannel[],
): Repositories {
  const { db } = database;
  const leadWriter = createLeadWriter(channels);
  return {
    users: createUserRepository(db),
    leads: createLeadRepository(db),
    notifications: createNotificationStore(db),
    uploads: createUploadRepository(db),
    contacts: createContactRepository(database, leadWriter),
    applications: createApplicationRepository(db, leadWriter),
  };
}
