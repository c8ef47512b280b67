import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  envelopeFrom: string | null;
  envelopeTo: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (an ephemeral port, no TLS, no login): parses and keeps every
 * message it accepts; when told, refuses messages with a temporary error (451).
 */
export interface SmtpReceiver {
  url: string;
  messages: ReceivedMail[];
  /** Messages refused so far. */
  refused(): number;
  refuse(on: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  let refusing = false;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refusing) {
            refusedCount += 1;
            callback(Object.assign(new Error('Временно недоступен'), { responseCode: 451 }));
            return;
          }
          const from = session.envelope.mailFrom;
          messages.push({
            envelopeFrom: from ? from.address : null,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused: () => refusedCount,
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
