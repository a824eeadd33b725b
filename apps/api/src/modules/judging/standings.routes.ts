import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Normalised standings, shortlisting, published results and participants' feedback (issue 12). */
export const standingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
