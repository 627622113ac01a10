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
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, smtpUrl: string | null, from: string): Mailer {
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      async send(mail) {
        await db.insert(mailOutbox).values(mail);
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
