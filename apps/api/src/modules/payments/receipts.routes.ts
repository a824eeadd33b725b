import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Payments: receipts routes (issue 13). Being built. */
export const receiptsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
