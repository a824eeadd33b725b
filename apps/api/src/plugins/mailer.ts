import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the message in the outbox and, when SMTP_URL is set, sends it. */
  send(message: MailMessage, tx?: DbOrTx): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const createMailer = (config: Config, db: DbOrTx): Mailer => {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    async send(message, tx = db) {
      await tx.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        status: transport ? 'sent' : 'stored',
      });
      if (transport) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      }
    },
  };
};

export const mailerPlugin = fp<{ config: Config }>(async (app, { config }) => {
  app.decorate('mailer', createMailer(config, app.database.db));
});
