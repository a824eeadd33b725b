import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Payments: admin routes (issue 13). Being built. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
