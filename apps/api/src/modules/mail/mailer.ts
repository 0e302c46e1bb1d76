import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { insertMailMessage } from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body; every message has one. */
  text: string;
  html?: string;
}

/** The one way the portal sends e-mail: SMTP in production, the dev mailbox otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends without holding up the caller; a failure is logged, never thrown. */
  sendInBackground(message: MailMessage): void;
  /** Waits for background sends, then releases the transport. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(config: Config['mail'], db: Database, log: FastifyBaseLogger): Mailer {
  const transporter =
    config.kind === 'smtp'
      ? nodemailer.createTransport(config.url)
      : nodemailer.createTransport(mailboxTransport(db, log));
  const inFlight = new Set<Promise<void>>();

  const send = async (message: MailMessage) => {
    await transporter.sendMail({ from: config.from, ...message });
  };

  return {
    send,
    sendInBackground(message) {
      const sending = send(message)
        .catch((error: unknown) => {
          log.error({ err: error }, 'an e-mail could not be sent');
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      transporter.close();
    },
  };
}

/** A nodemailer transport that keeps each message in the database for the dev mailbox. */
function mailboxTransport(db: Database, log: FastifyBaseLogger): Transport<{ messageId: string }> {
  return {
    name: 'fsmis-mailbox',
    version: '1',
    send(mail, callback) {
      const { data } = mail;
      const message = {
        to: addresses(data.to),
        from: addresses(data.from),
        subject: data.subject ?? '',
        text: body(data.text) ?? '',
        html: body(data.html),
      };
      insertMailMessage(db, message).then(
        (messageId) => {
          log.info({ messageId }, 'e-mail captured in the dev mailbox');
          callback(null, { messageId });
        },
        (error: Error) => callback(error, { messageId: '' }),
      );
    },
  };
}

type AddressField = Mail.Options['to'] | Mail.Options['from'];

function addresses(field: AddressField): string {
  if (field === undefined) return '';
  if (typeof field === 'string') return field;
  if (Array.isArray(field)) return field.map(addresses).join(', ');
  const address = field.address ?? '';
  return field.name ? `${field.name} <${address}>` : address;
}

function body(content: Mail.Options['text']): string | null {
  if (typeof content === 'string') return content;
  if (Buffer.isBuffer(content)) return content.toString('utf8');
  return null;
}
