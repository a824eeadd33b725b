import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import {
  PaymentListItemSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  RefundBodySchema,
} from '@elevate/contracts/payments/payments.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponsesOf } from '../../lib/error-responses.ts';
import { callerOf } from '../console/console-caller.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { exportPaymentsCsv, listPaymentsFor, refundPayment } from './payment-admin.service.ts';
import { paymentsContextOf } from './payment-context.ts';
import { processRefund, type RefundJob } from './payment-refunds.ts';

const PaymentParamsSchema = z.object({ id: z.uuid('id must be a payment id') });
const PaymentFilterSchema = PaymentListQuerySchema.omit({ limit: true, offset: true });

const readErrors = errorResponsesOf(400, 401, 403, 404);
const writeErrors = errorResponsesOf(400, 401, 403, 404, 409);

/**
 * The payments list under the payments base (`/api/wuepayments`): admins see every hackathon's orders, a host
 * those of their own company or hackathon (and must name it); anyone else 403. A host refunds one paid
 * registration; the `payment-refunds` worker takes the refund to the provider.
 */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['payments'];
  const onRequest = app.requireAuth;

  await app.queue.work<RefundJob>(QUEUE_NAMES.paymentRefunds, async (job) => {
    await processRefund(paymentsContextOf({ db: db(), queue: app.queue }, config), job.data);
  });

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary:
          'Orders by hackathon, company, state, IST dates or a search (payer, receipt, provider ids), newest first, with totals (admins; hosts their own)',
        querystring: PaymentListQuerySchema,
        response: { 200: envelopeOf(PaymentListSchema), ...readErrors },
      },
      onRequest,
    },
    async (req) => ok(await listPaymentsFor(db(), callerOf(req), req.query)),
  );

  app.get(
    '/payments.csv',
    {
      schema: {
        tags,
        summary: 'The same orders as a CSV file (text/csv attachment; amounts in rupees with GST, formula-safe)',
        querystring: PaymentFilterSchema,
        // No response schema: the body is the file itself; errors still come as the JSON envelope.
      },
      onRequest,
    },
    async (req, reply) => {
      const { fileName, csv } = await exportPaymentsCsv(db(), callerOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/payments/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund one paid registration in full (the hackathon’s hosts or admins); the provider is called in the background',
        params: PaymentParamsSchema,
        body: RefundBodySchema,
        response: { 200: envelopeOf(PaymentListItemSchema), ...writeErrors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await refundPayment({ db: db(), queue: app.queue }, callerOf(req), req.params.id, req.body.reason),
        PaymentMessages.refundStarted,
      ),
  );
};
