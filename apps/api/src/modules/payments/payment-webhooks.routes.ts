import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponsesOf } from '../../lib/error-responses.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { paymentsContextOf } from './payment-context.ts';
import { processWebhook, type WebhookStatus } from './payment-events.service.ts';
import { reconcileOpenOrders, RECONCILE_INTERVAL_SECONDS } from './payment-reconcile.ts';

/** Razorpay's webhook bodies are a few kilobytes; this leaves room and refuses anything absurd. */
const WEBHOOK_BODY_LIMIT_BYTES = 1_048_576;

const WebhookResultSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored', 'unknown-order']) });

/** Read by the provider's delivery log, not by people. */
const WEBHOOK_MESSAGES: Record<WebhookStatus, string> = {
  processed: 'Event processed.',
  duplicate: 'Event already processed.',
  ignored: 'Event received: nothing to change.',
  'unknown-order': 'Event received: no order of ours has this id.',
};

/**
 * Provider webhooks and the reconcile sweep (issue 13, docs/decisions/032). The webhook is public: its
 * signature (HMAC-SHA256 of the raw body with the webhook secret) is its authentication.
 */
export const paymentWebhooksRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // The signature covers the exact bytes sent, so this plugin (and only this one: Fastify encapsulation) keeps
  // JSON bodies as they came instead of parsing them (replacing, here only, the input guard's JSON parser).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/webhooks/razorpay',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary: "Razorpay's webhook (payment and refund events), authenticated by its X-Razorpay-Signature",
        response: { 200: envelopeOf(WebhookResultSchema), ...errorResponsesOf(400, 413, 503) },
      },
    },
    async (req) => {
      const rawBody = Buffer.isBuffer(req.body)
        ? req.body
        : Buffer.from(typeof req.body === 'string' ? req.body : '', 'utf8');
      const result = await processWebhook(
        paymentsContextOf({ db: app.database.db, queue: app.queue }, config),
        rawBody,
        req.headers,
      );
      // 200 for every verified delivery, even one we ignore: anything else makes Razorpay retry it for a day.
      return ok(result, WEBHOOK_MESSAGES[result.status]);
    },
  );

  // Only Razorpay can be asked about an order after the fact (the local checkout applies what it does at once).
  if (config.paymentProvider === 'razorpay') {
    await app.queue.work(QUEUE_NAMES.paymentsReconcile, async () => {
      const summary = await reconcileOpenOrders(paymentsContextOf({ db: app.database.db, queue: app.queue }, config));
      if (summary.checked > 0) app.log.info({ reconcile: summary }, 'open payment orders reconciled');
    });
    app.queue.every(QUEUE_NAMES.paymentsReconcile, RECONCILE_INTERVAL_SECONDS);
  }
};
