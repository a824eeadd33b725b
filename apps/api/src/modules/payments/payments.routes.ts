import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { idOf } from '@elevate/contracts/common/query-params';
import { PAYMENT_ENTITY_TYPES } from '@elevate/contracts/payments/payments.constants';
import {
  CreateOrderBodySchema,
  LocalCheckoutActionSchema,
  LocalCheckoutResultSchema,
  LocalCheckoutSchema,
  OrderSchema,
  PaymentFailureBodySchema,
  PaymentViewSchema,
  QuoteRequestSchema,
  QuoteSchema,
  VerifyPaymentBodySchema,
} from '@elevate/contracts/payments/payments.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponsesOf } from '../../lib/error-responses.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { callerOf } from '../console/console-caller.ts';
import { actOnLocalCheckout, localCheckoutOf } from './local-checkout.service.ts';
import { paymentsContextOf } from './payment-context.ts';
import {
  attemptPayment,
  latestPayment,
  readPayment,
  reportFailure,
  verifyPayment,
} from './payment-checkout.service.ts';
import { createOrder, quoteOf } from './payments.service.ts';

const EntityParamsSchema = z.object({ eid: idOf('eid') });
const EntityQuerySchema = z.object({ entityType: z.enum(PAYMENT_ENTITY_TYPES).default('drill') });
const OrderParamsSchema = z.object({ cid: idOf('cid'), eid: idOf('eid') });
const PaymentParamsSchema = z.object({ id: z.uuid('id must be a payment id') });
const CheckoutParamsSchema = z.object({ paymentId: z.uuid('paymentId must be a payment id') });

const readErrors = errorResponsesOf(400, 401, 403, 404);
const quoteErrors = errorResponsesOf(400, 401, 403, 404, 429);
const writeErrors = errorResponsesOf(400, 401, 403, 404, 409);
const orderErrors = errorResponsesOf(400, 401, 403, 404, 409, 410, 429, 503);
const checkoutErrors = errorResponsesOf(400, 401, 403, 404, 409, 410);

/**
 * Orders of paid registration under the payments base (`/api/wuepayments`, spec §7.6): the server's price, the
 * caller's order, Checkout's callback and failure report, an order's state, and the local provider's checkout.
 * Every route is signed in; an order is its payer's (hosts and admins may read one), another's answers 403.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const ctx = () => paymentsContextOf({ db: app.database.db, queue: app.queue }, config);
  const tags = ['payments'];
  // Per account (the verified one: a preHandler after requireAuth, as the apply limit): each order may create
  // one at the provider, and each price check tries a promo code, so a script gets a person's allowance.
  const orderLimiter = limit(app, {
    name: 'payment-order-user',
    max: config.PAYMENT_ORDER_RATE_LIMIT,
    timeWindow: MINUTE,
    key: (req) => (req.user ? `payment-order:${req.user.uid}` : null),
  });
  const quoteLimiter = limit(app, {
    name: 'payment-quote-user',
    max: config.PAYMENT_QUOTE_RATE_LIMIT,
    timeWindow: MINUTE,
    key: (req) => (req.user ? `payment-quote:${req.user.uid}` : null),
  });

  app.get(
    '/entities/:eid/quote',
    {
      schema: {
        tags,
        summary: "What registering costs the caller, by the server (fee, promo code, a paid team's invite code)",
        params: EntityParamsSchema,
        querystring: EntityQuerySchema.extend(QuoteRequestSchema.shape),
        response: { 200: envelopeOf(QuoteSchema), ...quoteErrors },
      },
      onRequest: app.requireAuth,
      preHandler: quoteLimiter,
    },
    async (req) => ok(await quoteOf(ctx(), callerOf(req), req.params.eid, req.query)),
  );

  app.post(
    '/customers/:cid/entities/:eid',
    {
      schema: {
        tags,
        summary:
          'The caller’s order to register for a paid hackathon (cid is the caller); nothing to pay registers at once',
        params: OrderParamsSchema,
        body: CreateOrderBodySchema,
        response: { 200: envelopeOf(OrderSchema), ...orderErrors },
      },
      onRequest: app.requireAuth,
      preHandler: orderLimiter,
    },
    async (req) => {
      const { result, message } = await createOrder(ctx(), callerOf(req), req.params.cid, req.params.eid, req.body);
      return ok(result, message);
    },
  );

  app.get(
    '/entities/:eid/payments/latest',
    {
      schema: {
        tags,
        summary: "The caller's newest order for this hackathon",
        params: EntityParamsSchema,
        querystring: EntityQuerySchema,
        response: { 200: envelopeOf(PaymentViewSchema), ...readErrors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await latestPayment(ctx(), callerOf(req), req.params.eid)),
  );

  app.get(
    '/payments/:id',
    {
      schema: {
        tags,
        summary: 'An order and its state (its payer; admins and the hackathon’s hosts)',
        params: PaymentParamsSchema,
        response: { 200: envelopeOf(PaymentViewSchema), ...readErrors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await readPayment(ctx(), callerOf(req), req.params.id)),
  );

  app.post(
    '/payments/:id/attempt',
    {
      schema: {
        tags,
        summary: 'Checkout opened for this order (its payer)',
        params: PaymentParamsSchema,
        response: { 200: envelopeOf(PaymentViewSchema), ...writeErrors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await attemptPayment(ctx(), callerOf(req), req.params.id)),
  );

  app.post(
    '/payments/:id/verify',
    {
      schema: {
        tags,
        summary: 'Checkout’s callback: the signature is checked against the stored order, then the payment confirmed',
        params: PaymentParamsSchema,
        body: VerifyPaymentBodySchema,
        response: { 200: envelopeOf(PaymentViewSchema), ...writeErrors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { result, message } = await verifyPayment(ctx(), callerOf(req), req.params.id, req.body);
      return ok(result, message);
    },
  );

  app.post(
    '/payments/:id/failure',
    {
      schema: {
        tags,
        summary: 'Checkout failed or was closed (the provider decides whether the payment failed)',
        params: PaymentParamsSchema,
        body: PaymentFailureBodySchema,
        response: { 200: envelopeOf(PaymentViewSchema), ...writeErrors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { result, message } = await reportFailure(ctx(), callerOf(req), req.params.id, req.body);
      return ok(result, message);
    },
  );

  app.get(
    '/local/checkout/:paymentId',
    {
      schema: {
        tags,
        summary: "The local provider's checkout page of an order (its payer; only with the local provider)",
        params: CheckoutParamsSchema,
        response: { 200: envelopeOf(LocalCheckoutSchema), ...readErrors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await localCheckoutOf(ctx(), callerOf(req), req.params.paymentId)),
  );

  app.post(
    '/local/checkout/:paymentId',
    {
      schema: {
        tags,
        summary: 'Pay, fail or leave pending on the local checkout (its payer; only with the local provider)',
        params: CheckoutParamsSchema,
        body: LocalCheckoutActionSchema,
        response: { 200: envelopeOf(LocalCheckoutResultSchema), ...checkoutErrors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { result, message } = await actOnLocalCheckout(ctx(), callerOf(req), req.params.paymentId, req.body);
      return ok(result, message);
    },
  );
};
