import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import {
  ConsoleDrillIdParamsSchema,
  ConsoleFormSchema,
  ConsolePhaseParamsSchema,
  ConsolePhaseSchema,
  ConsolePhasesSchema,
  ConsoleProblemStatementSchema,
  ConsoleStatementParamsSchema,
  FormFieldsBodySchema,
  PhaseOrderSchema,
  PhaseWriteSchema,
  ProblemStatementWriteSchema,
  StatementOrderSchema,
} from '@elevate/contracts/console/console-drill-forms.schema';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { signedInWriteErrors as errors } from '../../lib/error-responses.ts';
import { callerOf } from './console-caller.ts';
import * as service from './console-drill-forms.service.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

const StatementsSchema = z.array(ConsoleProblemStatementSchema);

/**
 * Host console: the registration form, phases with their submission forms, problem statements (issue 12).
 * Signed in; only the hackathon's hosts (requireHostedDrill: admins and its company's employers), published or not.
 */
export const consoleDrillFormsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const tags = ['console'];
  const onRequest = app.requireAuth;
  const base = '/console/drills/:drillId';

  app.get(
    `${base}/participant-fields`,
    {
      schema: {
        tags,
        summary: "The hackathon's registration questions, and how many registrations hold answers",
        params: ConsoleDrillIdParamsSchema,
        response: { 200: envelopeOf(ConsoleFormSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await service.getParticipantForm(db(), callerOf(req), req.params.drillId)),
  );

  app.put(
    `${base}/participant-fields`,
    {
      schema: {
        tags,
        summary: 'Replace the registration questions (answers already given are kept; the message says what changed)',
        params: ConsoleDrillIdParamsSchema,
        body: FormFieldsBodySchema,
        response: { 200: envelopeOf(ConsoleFormSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { result, message } = await service.saveParticipantForm(
        db(),
        callerOf(req),
        req.params.drillId,
        req.body.fields,
      );
      return ok(result, message);
    },
  );

  app.get(
    `${base}/phases`,
    {
      schema: {
        tags,
        summary: "The hackathon's phases in order, with their submission forms and submissions counted",
        params: ConsoleDrillIdParamsSchema,
        response: { 200: envelopeOf(ConsolePhasesSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await service.listConsolePhases(db(), callerOf(req), req.params.drillId, new Date())),
  );

  app.post(
    `${base}/phases`,
    {
      schema: {
        tags,
        summary: "Add a phase within the hackathon's dates; it takes its place by date",
        params: ConsoleDrillIdParamsSchema,
        body: PhaseWriteSchema,
        response: { 201: envelopeOf(ConsolePhasesSchema), ...errors },
      },
      onRequest,
    },
    async (req, reply) => {
      const { result, message } = await service.createPhase(
        db(),
        callerOf(req),
        req.params.drillId,
        req.body,
        new Date(),
      );
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.put(
    `${base}/phases/order`,
    {
      schema: {
        tags,
        summary: 'Put the phases in a new order (every phase once; the order must agree with their dates)',
        params: ConsoleDrillIdParamsSchema,
        body: PhaseOrderSchema,
        response: { 200: envelopeOf(ConsolePhasesSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { result, message } = await service.reorderPhases(
        db(),
        callerOf(req),
        req.params.drillId,
        req.body.phaseIds,
        new Date(),
      );
      return ok(result, message);
    },
  );

  app.put(
    `${base}/phases/:phaseId`,
    {
      schema: {
        tags,
        summary: 'Edit a phase: name, kind, dates and description (its judging settings are not touched)',
        params: ConsolePhaseParamsSchema,
        body: PhaseWriteSchema,
        response: { 200: envelopeOf(ConsolePhasesSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { drillId, phaseId } = req.params;
      const { result, message } = await service.editPhase(db(), callerOf(req), drillId, phaseId, req.body, new Date());
      return ok(result, message);
    },
  );

  app.delete(
    `${base}/phases/:phaseId`,
    {
      schema: {
        tags,
        summary: 'Delete a phase that has no submissions yet (one with submissions answers 409)',
        params: ConsolePhaseParamsSchema,
        response: { 200: envelopeOf(ConsolePhasesSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { drillId, phaseId } = req.params;
      const { result, message } = await service.removePhase(db(), callerOf(req), drillId, phaseId, new Date());
      return ok(result, message);
    },
  );

  app.put(
    `${base}/phases/:phaseId/submission-fields`,
    {
      schema: {
        tags,
        summary: "Replace a phase's submission form (answers already saved are kept; the message says what changed)",
        params: ConsolePhaseParamsSchema,
        body: FormFieldsBodySchema,
        response: { 200: envelopeOf(ConsolePhaseSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { drillId, phaseId } = req.params;
      const { result, message } = await service.savePhaseForm(
        db(),
        callerOf(req),
        drillId,
        phaseId,
        req.body.fields,
        new Date(),
      );
      return ok(result, message);
    },
  );

  app.get(
    `${base}/problem-statements`,
    {
      schema: {
        tags,
        summary: "The hackathon's problem statements in order, each with the submissions that chose it",
        params: ConsoleDrillIdParamsSchema,
        response: { 200: envelopeOf(StatementsSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await service.listConsoleStatements(db(), callerOf(req), req.params.drillId)),
  );

  app.post(
    `${base}/problem-statements`,
    {
      schema: {
        tags,
        summary: 'Add a problem statement (for one phase, or every phase when phaseId is null)',
        params: ConsoleDrillIdParamsSchema,
        body: ProblemStatementWriteSchema,
        response: { 201: envelopeOf(StatementsSchema), ...errors },
      },
      onRequest,
    },
    async (req, reply) => {
      const { result, message } = await service.createStatement(db(), callerOf(req), req.params.drillId, req.body);
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.put(
    `${base}/problem-statements/order`,
    {
      schema: {
        tags,
        summary: 'Put the problem statements in a new order (every statement once)',
        params: ConsoleDrillIdParamsSchema,
        body: StatementOrderSchema,
        response: { 200: envelopeOf(StatementsSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { result, message } = await service.reorderStatements(
        db(),
        callerOf(req),
        req.params.drillId,
        req.body.statementIds,
      );
      return ok(result, message);
    },
  );

  app.put(
    `${base}/problem-statements/:statementId`,
    {
      schema: {
        tags,
        summary: 'Edit a problem statement',
        params: ConsoleStatementParamsSchema,
        body: ProblemStatementWriteSchema,
        response: { 200: envelopeOf(StatementsSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { drillId, statementId } = req.params;
      const { result, message } = await service.editStatement(db(), callerOf(req), drillId, statementId, req.body);
      return ok(result, message);
    },
  );

  app.delete(
    `${base}/problem-statements/:statementId`,
    {
      schema: {
        tags,
        summary: 'Delete a problem statement no submission has chosen (one that was chosen answers 409)',
        params: ConsoleStatementParamsSchema,
        response: { 200: envelopeOf(StatementsSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { drillId, statementId } = req.params;
      const { result, message } = await service.removeStatement(db(), callerOf(req), drillId, statementId);
      return ok(result, message);
    },
  );
};
