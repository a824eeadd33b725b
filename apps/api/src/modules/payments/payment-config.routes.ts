import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { idOf } from '@elevate/contracts/common/query-params';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import {
  CancelDrillBodySchema,
  PaymentConfigurationInputSchema,
  PaymentConfigurationSchema,
  PromoCodeInputSchema,
  PromoCodeListQuerySchema,
  PromoCodeListSchema,
  PromoCodeSchema,
} from '@elevate/contracts/payments/payments.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponsesOf } from '../../lib/error-responses.ts';
import { callerOf } from '../console/console-caller.ts';
import { cancelDrill } from './drill-cancellation.service.ts';
import { getPaymentConfiguration, savePaymentConfiguration } from './payment-config.service.ts';
import {
  createPromoCode,
  deletePromoCodeFor,
  getPromoCode,
  listPromoCodesFor,
  updatePromoCodeFor,
} from './promo-codes.service.ts';

const DrillParamsSchema = z.object({ id: idOf('id') });
const PromoParamsSchema = z.object({ id: idOf('id') });
// The console's hackathon paths name their parameter drillId (one name per path position for the router).
const ConsoleDrillParamsSchema = z.object({ drillId: idOf('drillId') });

const readErrors = errorResponsesOf(400, 401, 403, 404);
const writeErrors = errorResponsesOf(400, 401, 403, 404, 409);

/**
 * A hackathon's registration fee (`drill/{id}/paymentconfigurations`, spec §7.6), the hosts' promo codes
 * (`promocodes`, spec §7.2) and a host's cancellation of a hackathon (refunds every paid registration). Under
 * `/api`, not the payments base. The fee is public for a published hackathon; everything else is its hosts'
 * (employers of its company) or admins'.
 */
export const paymentConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['payments'];
  const onRequest = app.requireAuth;

  app.get(
    '/drill/:id/paymentconfigurations',
    {
      schema: {
        tags,
        summary:
          "A hackathon's registration fee (rupees, GST included), GST rate, basis and refund policy; free when never set (public for a published hackathon, hosts also for drafts)",
        params: DrillParamsSchema,
        response: { 200: envelopeOf(PaymentConfigurationSchema), ...readErrors },
      },
      onRequest: app.optionalAuth,
    },
    async (req) => ok(await getPaymentConfiguration(db(), req.user, req.params.id)),
  );

  app.put(
    '/drill/:id/paymentconfigurations',
    {
      schema: {
        tags,
        summary:
          'Set the registration fee (hosts or admins); once anyone has paid, the amount, GST rate and basis are locked and only the refund policy changes',
        params: DrillParamsSchema,
        body: PaymentConfigurationInputSchema,
        response: { 200: envelopeOf(PaymentConfigurationSchema), ...writeErrors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await savePaymentConfiguration(db(), callerOf(req), req.params.id, req.body),
        PaymentMessages.configurationSaved,
      ),
  );

  app.get(
    '/promocodes',
    {
      schema: {
        tags,
        summary:
          "Promo codes of a company or that apply to a hackathon, newest first, with their paid and held uses (the company's employers or admins)",
        querystring: PromoCodeListQuerySchema,
        response: { 200: envelopeOf(PromoCodeListSchema), ...readErrors },
      },
      onRequest,
    },
    async (req) => ok(await listPromoCodesFor(db(), callerOf(req), req.query)),
  );

  app.post(
    '/promocodes',
    {
      schema: {
        tags,
        summary:
          "Create a promo code for one of the company's hackathons or all of them (percentage or flat, dates, use limits); names are unique per company in any case",
        body: PromoCodeInputSchema,
        response: { 201: envelopeOf(PromoCodeSchema), ...writeErrors },
      },
      onRequest,
    },
    async (req, reply) => {
      const created = await createPromoCode(db(), callerOf(req), req.body);
      return reply.code(201).send(ok(created, PaymentMessages.promoSaved, 201));
    },
  );

  app.get(
    '/promocodes/:id',
    {
      schema: {
        tags,
        summary: 'One promo code with its uses',
        params: PromoParamsSchema,
        response: { 200: envelopeOf(PromoCodeSchema), ...readErrors },
      },
      onRequest,
    },
    async (req) => ok(await getPromoCode(db(), callerOf(req), req.params.id)),
  );

  app.put(
    '/promocodes/:id',
    {
      schema: {
        tags,
        summary: 'Change a promo code (it stays with its company); turning it off stops new uses',
        params: PromoParamsSchema,
        body: PromoCodeInputSchema,
        response: { 200: envelopeOf(PromoCodeSchema), ...writeErrors },
      },
      onRequest,
    },
    async (req) =>
      ok(await updatePromoCodeFor(db(), callerOf(req), req.params.id, req.body), PaymentMessages.promoSaved),
  );

  app.delete(
    '/promocodes/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a promo code nobody has used (a used one is turned off instead, so receipts keep their record)',
        params: PromoParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })), ...writeErrors },
      },
      onRequest,
    },
    async (req) => {
      await deletePromoCodeFor(db(), callerOf(req), req.params.id);
      return ok({ id: req.params.id }, PaymentMessages.promoDeleted);
    },
  );

  app.post(
    '/console/drills/:drillId/cancel',
    {
      schema: {
        tags: ['console', ...tags],
        summary:
          'Cancel a hackathon once, with a reason (hosts or admins): every paid registration is refunded and every participant told in the app and by mail',
        params: ConsoleDrillParamsSchema,
        body: CancelDrillBodySchema,
        response: { 200: envelopeOf(z.object({ refunds: z.number().int() })), ...writeErrors },
      },
      onRequest,
    },
    async (req) => {
      const result = await cancelDrill(
        { db: db(), queue: app.queue, mailer: app.mailer, publicUrl: config.publicUrl },
        callerOf(req),
        req.params.drillId,
        req.body.reason,
      );
      return ok(result, PaymentMessages.cancelled(result.refunds));
    },
  );
};
