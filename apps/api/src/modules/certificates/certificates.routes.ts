import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Certificates: issue, PDF, verifiable credential, verification and revocation (issue 12). */
export const certificatesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
