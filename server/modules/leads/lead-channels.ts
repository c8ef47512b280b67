import type { NotificationsConfig } from '../../config';
import type { NotificationChannel } from '../../../src/domain/leads/lead-records';

/** The channels a new lead is announced on: those configured (none by default). */
export function configuredChannels(config: NotificationsConfig): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (config.email) channels.push('email');
  if (config.webhook) channels.push('webhook');
  return channels;
}
