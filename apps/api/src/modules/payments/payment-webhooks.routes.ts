import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Payments: webhooks routes (issue 13). Being built. */
export const paymentWebhooksRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
