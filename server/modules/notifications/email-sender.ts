import nodemailer from 'nodemailer';
import type { NotificationsConfig } from '../../config';
import { emailMessage } from './email-message';
import type { LeadAnnouncement } from './lead-announcement';

type EmailConfig = NonNullable<NotificationsConfig['email']>;

export interface EmailSender {
  send(lead: LeadAnnouncement, signal: AbortSignal): Promise<void>;
  close(): void;
}

/** Sends announcements through the SMTP server of SMTP_URL (nodemailer), one message per lead. */
export function createEmailSender(config: EmailConfig, timeoutMs: number): EmailSender {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(lead, signal) {
      const message = emailMessage(lead);
      signal.throwIfAborted();
      const sending = transport.sendMail({
        from: config.from,
        to: config.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
      });
      // nodemailer takes no AbortSignal: give up waiting (the claim's lease covers the rest).
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => reject(signal.reason as Error);
        signal.addEventListener('abort', onAbort, { once: true });
        sending.then(
          () => {
            signal.removeEventListener('abort', onAbort);
            resolve();
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    close() {
      transport.close();
    },
  };
}
