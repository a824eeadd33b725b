import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { DrillDetailSchema } from '@elevate/contracts/drills/drill-content.schema';
import {
  DrillBookmarkSchema,
  DrillBookmarksQuerySchema,
  DrillUserActionParamsSchema,
  DrillUserActionQuerySchema,
} from '@elevate/contracts/drills/drill-bookmark.schema';
import { DrillMessages } from '@elevate/contracts/drills/drill.messages';
import {
  DrillCommonsQuerySchema,
  DrillCommonsSchema,
  DrillSearchQuerySchema,
  DrillSearchResultSchema,
  DrillsQuerySchema,
} from '@elevate/contracts/drills/drill-search.schema';
import { DrillSectionParamsSchema, DrillSectionSchema } from '@elevate/contracts/drills/drill-section.schema';
import { ShareDrillResultSchema, ShareDrillSchema } from '@elevate/contracts/drills/drill-share.schema';
import { SHARE_JOB_PER_HOUR } from '@elevate/contracts/notifications/notification.constants';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { forbidden } from './drill-access.ts';
import { shareDrill } from './drill-share.service.ts';
import {
  clearBookmark,
  firstDrillsPage,
  getDrillCommons,
  getDrillDetail,
  getDrillSection,
  listBookmarks,
  readBookmark,
  searchDrills,
  setBookmark,
} from './drills.service.ts';

const caller = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
  return req.user;
};

/**
 * Discovering hackathons (spec §7.6): the listing, search, the filters' options, one hackathon and its
 * sections are public and list published hackathons only; statuses and phases follow the server's clock.
 * Bookmarks are the signed-in caller's own; sharing by mail is signed in and rate limited like a job share.
 */
export const drillsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['drills'];
  const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
  const signedInErrors = { ...errors, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

  app.get(
    '/drills',
    {
      schema: {
        tags,
        summary: 'One published hackathon by drillId (id or custom URL), or without it the first page of the listing',
        querystring: DrillsQuerySchema,
        response: { 200: envelopeOf(z.union([DrillDetailSchema, DrillSearchResultSchema])), ...errors },
      },
    },
    async (req) =>
      ok(
        req.query.drillId
          ? await getDrillDetail(db(), req.query.drillId, new Date())
          : await firstDrillsPage(db(), new Date()),
      ),
  );

  app.get(
    '/drills/search',
    {
      schema: {
        tags,
        summary:
          'Search published hackathons: keyword, status, nature, domain, industry, prize, team, fee, audience, location, program type; sort and pages',
        querystring: DrillSearchQuerySchema,
        response: { 200: envelopeOf(DrillSearchResultSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(await searchDrills(db(), req.query, new Date())),
  );

  app.get(
    '/drills/commons',
    {
      schema: {
        tags,
        summary: "The filters' option lists with how many published hackathons each finds",
        querystring: DrillCommonsQuerySchema,
        response: { 200: envelopeOf(DrillCommonsSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(await getDrillCommons(db(), req.query, new Date(), app.sharedStore)),
  );

  app.get(
    '/drills/bookmarks',
    {
      schema: {
        tags,
        summary: 'My saved hackathons that are still listed, the latest saved first (signed in)',
        querystring: DrillBookmarksQuerySchema,
        response: { 200: envelopeOf(DrillSearchResultSchema), 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await listBookmarks(db(), caller(req).uid, req.query)),
  );

  const sharesPerUser = limit(app, {
    name: 'share-drill-user',
    max: SHARE_JOB_PER_HOUR,
    timeWindow: 60 * MINUTE,
    key: (req) => (req.user ? `share-drill:${req.user.uid}` : null),
  });
  app.post(
    '/drills/feeds/sendinvitemail',
    {
      schema: {
        tags,
        summary: 'Share a published hackathon by mail with up to 5 addresses (signed in; 10 shares an hour)',
        body: ShareDrillSchema,
        response: {
          200: envelopeOf(ShareDrillResultSchema),
          ...errors,
          401: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
      onRequest: app.requireAuth,
      // Counted after validation, so a typo in an address costs nothing.
      preHandler: sharesPerUser,
    },
    async (req) => {
      const result = await shareDrill(
        { db: db(), mailer: app.mailer, publicUrl: config.publicUrl },
        caller(req),
        req.body,
      );
      return ok(result, DrillMessages.shared(result.sent));
    },
  );

  /** The bookmark is the caller's own: another user's uid is refused, admins included. */
  const ownUid = (req: FastifyRequest<{ Params: { uid: number } }>) => {
    const user = caller(req);
    if (req.params.uid !== user.uid) throw forbidden(DrillMessages.bookmarkOthers);
    return user.uid;
  };
  const bookmarkRoute = {
    schema: {
      tags,
      params: DrillUserActionParamsSchema,
      querystring: DrillUserActionQuerySchema,
      response: { 200: envelopeOf(DrillBookmarkSchema), ...signedInErrors },
    },
    onRequest: app.requireAuth,
  };
  // GET reads the action and changes nothing; PUT sets it and DELETE clears it, both idempotent.
  app.get(
    '/drills/:id/users/:uid',
    {
      ...bookmarkRoute,
      schema: { ...bookmarkRoute.schema, summary: 'Whether I saved this hackathon (action=bookmark)' },
    },
    async (req) => ok(await readBookmark(db(), req.params.id, ownUid(req), req.query.action)),
  );
  app.put(
    '/drills/:id/users/:uid',
    { ...bookmarkRoute, schema: { ...bookmarkRoute.schema, summary: 'Save this hackathon (action=bookmark)' } },
    async (req) => ok(await setBookmark(db(), req.params.id, ownUid(req), req.query.action), DrillMessages.bookmarked),
  );
  app.delete(
    '/drills/:id/users/:uid',
    { ...bookmarkRoute, schema: { ...bookmarkRoute.schema, summary: 'Remove this hackathon from my saved ones' } },
    async (req) =>
      ok(await clearBookmark(db(), req.params.id, ownUid(req), req.query.action), DrillMessages.unbookmarked),
  );

  app.get(
    '/drills/:id/:section',
    {
      schema: {
        tags,
        summary:
          'One section of a published hackathon: overview, eligibility, guidelines, phases, schedule, prizes, faqs or social',
        params: DrillSectionParamsSchema,
        response: { 200: envelopeOf(DrillSectionSchema), ...errors },
      },
    },
    async (req) => ok(await getDrillSection(db(), req.params.id, req.params.section, new Date())),
  );
};
