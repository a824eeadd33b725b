import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Payments: fees routes (issue 13). Being built. */
export const paymentConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
