import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Saarthi mentoring (spec §7.2 saarthi): applications, review, directory, mentorships, sessions, feedback. */
export const saarthiRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
