import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { assignmentsRoutes } from './assignments.routes.ts';
import { judgesRoutes } from './judges.routes.ts';
import { judgingAuditRoutes } from './judging-audit.routes.ts';
import { rubricRoutes } from './rubric.routes.ts';
import { scoringRoutes } from './scoring.routes.ts';

/** Judges, conflicts, assignments, rubrics, scores and the audit log (issue 12; paths in contracts judging.schema). */
export const judgingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(judgesRoutes, { config });
  await app.register(rubricRoutes);
  await app.register(assignmentsRoutes);
  await app.register(judgingAuditRoutes);
  await app.register(scoringRoutes);
};
