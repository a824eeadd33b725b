import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ContactMessageSchema, ContactResultSchema } from '@elevate/contracts/contact/contact.schema';
import { ok } from '../../lib/envelope.ts';
import type { Config } from '../../config.ts';
import { sendContactMessage } from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // The spec names both spellings (§7.2): contact-us for the modal, contactus for the page. One limiter
  // (one counter per IP) covers both, so alternating paths does not double the allowance.
  const limiter = app.rateLimit({ max: config.CONTACT_RATE_LIMIT_MAX, timeWindow: '15 minutes' });
  for (const url of ['/contact-us', '/contactus']) {
    app.post(
      url,
      {
        schema: {
          tags: ['contact'],
          summary: 'Send a message to sales or partnerships',
          body: ContactMessageSchema,
          response: { 201: envelopeOf(ContactResultSchema) },
        },
        onRequest: limiter,
      },
      async (req, reply) => {
        const result = await sendContactMessage(
          { db: app.database.db, mailer: app.mailer, salesMailbox: config.SALES_MAILBOX },
          req.body,
          req.ip,
        );
        return reply.code(201).send(ok(result, result.msg, 201));
      },
    );
  }
};
