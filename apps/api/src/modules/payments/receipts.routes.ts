import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReceiptParamsSchema } from '@elevate/contracts/payments/receipts.schema';
import type { Config } from '../../config.ts';
import { callerOf } from '../console/console-caller.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { processReceiptJob, type ReceiptJob, receiptPdfFor } from './receipts.service.ts';
import { perAccount } from '../../lib/rate-limits.ts';

const RECEIPTS_PER_MINUTE = 30;

/**
 * Receipts (issue 13), under the payments base (/api/wuepayments): the worker that mails each verified
 * payment's receipt, and the receipt's download for the payer, the hackathon's hosts and admins.
 */
export const receiptsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.queue.work<ReceiptJob>(QUEUE_NAMES.paymentReceipts, async (job) => {
    await processReceiptJob(
      { db: app.database.db, storage: app.storage, mailer: app.mailer, config },
      job.data.paymentId,
    );
  });

  app.get(
    '/payments/:id/receipt',
    {
      schema: {
        tags: ['payments'],
        summary:
          "A paid payment's receipt (GST tax invoice) as a PDF attachment: the payer, the hackathon's hosts and admins",
        params: ReceiptParamsSchema,
        // No response schema: the body is the PDF itself; errors (400, 401, 404) still come as the JSON envelope.
      },
      // Each download draws a PDF (CPU): a person downloads a few, a script thousands.
      config: { rateLimit: perAccount(RECEIPTS_PER_MINUTE, '1 minute') },
      onRequest: app.requireAuth,
    },
    async (req, reply) => {
      const { fileName, pdf } = await receiptPdfFor(app.database.db, config, callerOf(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
