/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the outbox table,
 * which platform staff read in the app (/management/mail-outbox).
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** A file sent with a mail (a price list as CSV and XLSX). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SendOptions {
  /**
   * A job that may run again after a crash passes one: the outbox keeps one mail per key. Over SMTP
   * a mail handed to the server cannot be taken back, so a crash between sending and the job's
   * completion may send it twice; it is never lost.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail, options?: SendOptions): Promise<void>;
}

export function createMailer(db: Db, smtpUrl: string | null, from: string): Mailer {
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      async send(mail, options = {}) {
        await db
          .insert(mailOutbox)
          .values({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments?.map((a) => ({ filename: a.filename, content_type: a.contentType, content_base64: a.content.toString('base64') })) ?? null,
            idempotencyKey: options.idempotencyKey ?? null,
          })
          .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
