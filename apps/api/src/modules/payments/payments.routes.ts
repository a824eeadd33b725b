import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Payments: orders routes (issue 13). Being built. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
