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
  /** The same on every attempt of one outbox e-mail, so that a receiver can tell a repeat. */
  messageId?: string;
}

/**
 * The transport to the mail server (SMTP in production, the dev mailbox otherwise). Only the outbox's
 * delivery job uses it: everything else writes e-mails to the outbox (outbox.service.ts).
 */
export interface Mailer {
  /** Sends one message, or throws the mail server's refusal. */
  send(message: MailMessage): Promise<void>;
  /** Releases the transport. */
  close(): Promise<void>;
}

/**
 * A mail server that hangs is a failed attempt within a minute, well inside the delivery job's time
 * limit, so that the job is retried rather than expired and taken twice (a batch of 20 such stays within the 15 minutes).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(config: Config['mail'], db: Database, log: FastifyBaseLogger): Mailer {
  const transporter =
    config.kind === 'smtp'
      ? nodemailer.createTransport({ url: config.url, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport(mailboxTransport(db, log));

  return {
    async send(message) {
      await transporter.sendMail({ from: config.from, ...message });
    },
    async close() {
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
