import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import {
  ContentIdParamsSchema,
  OrganisationInputSchema,
  OrganisationListSchema,
  OrganisationQuerySchema,
  OrganisationSchema,
} from '@elevate/contracts/content/site-content.schema';
import { list, ok } from '../../lib/envelope.ts';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  deleteOrganisation,
  insertOrganisation,
  listAllOrganisations,
  listPublicOrganisations,
  type OrganisationWrite,
  updateOrganisation,
} from './organisations.repository.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

type Input = z.infer<typeof OrganisationInputSchema>;
const WEBSITE_MESSAGE = 'Use an https:// or http:// address';
/** The website becomes a link on the public customers page: http(s) only. */
const writeOf = (b: Input): OrganisationWrite => {
  if (b.websiteUrl && !/^https?:\/\//i.test(b.websiteUrl)) {
    throw new AppError(ErrorCode.VALIDATION, WEBSITE_MESSAGE, { websiteUrl: WEBSITE_MESSAGE });
  }
  return { ...b, logoUrl: b.logoUrl ?? null, websiteUrl: b.websiteUrl ?? null };
};

/** The customers page's logos (spec §7.2 common/organisationandacademic) and their console. */
export const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const admin = app.requireRole('admin');
  const tags = ['content'];
  const base = '/common/organisationandacademic';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Active company and academic logos, by position',
        querystring: OrganisationQuerySchema,
        response: { 200: envelopeOf(OrganisationListSchema) },
      },
    },
    async (req) => ok(list(await listPublicOrganisations(db(), req.query.kind))),
  );

  app.get(
    `${base}/manage`,
    {
      schema: { tags, summary: 'Every logo (admins)', response: { 200: envelopeOf(OrganisationListSchema) } },
      onRequest: admin,
    },
    async () => ok(list(await listAllOrganisations(db()))),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a logo (admins)',
        body: OrganisationInputSchema,
        response: { 201: envelopeOf(OrganisationSchema) },
      },
      onRequest: admin,
    },
    async (req, reply) =>
      reply.code(201).send(ok(await insertOrganisation(db(), writeOf(req.body)), ContentMessages.saved, 201)),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a logo (admins)',
        params: ContentIdParamsSchema,
        body: OrganisationInputSchema,
        response: { 200: envelopeOf(OrganisationSchema) },
      },
      onRequest: admin,
    },
    async (req) => {
      const saved = await updateOrganisation(db(), req.params.id, writeOf(req.body));
      if (!saved) throw notFound();
      return ok(saved, ContentMessages.saved);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Remove a logo (admins)',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      onRequest: admin,
    },
    async (req) => {
      if (!(await deleteOrganisation(db(), req.params.id))) throw notFound();
      return ok(null, ContentMessages.deleted);
    },
  );
};
