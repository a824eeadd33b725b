import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import {
  CompleteProfileBodySchema,
  CompleteProfileSchema,
  EducationEntryBodySchema,
  EducationEntrySchema,
  EntryParamsSchema,
  OtherEntryBodySchema,
  OtherEntrySchema,
  PersonalSectionBodySchema,
  PersonalSectionSchema,
  ProfileMessages,
  ProjectEntryBodySchema,
  ProjectEntrySchema,
  SkillEntrySchema,
  SkillsSectionBodySchema,
  UidQuerySchema,
  WorkEntryBodySchema,
  WorkEntrySchema,
  type ProfileListSection,
} from '@elevate/contracts/users/profile.schema';
import type { DbOrTx } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import {
  assertMayViewProfile,
  assertOwnProfile,
  getPersonal,
  getSection,
  readCompleteProfile,
  removeEntry,
  replaceCompleteProfile,
  saveEntry,
  savePersonal,
  saveSkills,
  type Viewer,
} from './profile.service.ts';

/** DELETE takes the entry's id; a uId may come along (the other calls carry one) and must then be the caller's. */
const OptionalUidQuerySchema = UidQuerySchema.partial();

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** The signed-in caller (the route's auth hook has run; without a user it is a session error). */
export const viewerOf = (req: FastifyRequest): Viewer => {
  if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
  return { uid: req.user.uid, role: req.user.role };
};

/** GET: the owner or an admin. PUT and DELETE: the owner only. */
const reader = (req: FastifyRequest, uId: number): number => {
  assertOwnProfile(viewerOf(req), uId, { adminMay: true });
  return uId;
};
const owner = (req: FastifyRequest, uId: number): number => {
  assertOwnProfile(viewerOf(req), uId, { adminMay: false });
  return uId;
};

/**
 * The profile's sections (spec §7.3; the paths are ours, docs/decisions/024): GET and PUT of each section
 * with ?uId, DELETE of one entry by id, and the whole profile at once (complete-profile). Dates are dd-mm-yyyy.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['users'];
  const signedIn = { onRequest: app.requireAuth };

  app.get(
    '/users/profile/personal',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The personal section (the owner or an admin)',
        querystring: UidQuerySchema,
        response: { 200: envelopeOf(PersonalSectionSchema), ...errors },
      },
    },
    async (req) => ok(await getPersonal(db(), reader(req, req.query.uId))),
  );

  app.put(
    '/users/profile/personal',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Save the personal section (every field; a blank one is cleared). Owner only',
        querystring: UidQuerySchema,
        body: PersonalSectionBodySchema,
        response: { 200: envelopeOf(PersonalSectionSchema), ...errors },
      },
    },
    async (req) => ok(await savePersonal(db(), owner(req, req.query.uId), req.body, new Date()), ProfileMessages.saved),
  );

  // education, work, project, other: lists saved one entry at a time.
  const entrySections = [
    { section: 'education', body: EducationEntryBodySchema, entry: EducationEntrySchema },
    { section: 'work', body: WorkEntryBodySchema, entry: WorkEntrySchema },
    { section: 'project', body: ProjectEntryBodySchema, entry: ProjectEntrySchema },
    { section: 'other', body: OtherEntryBodySchema, entry: OtherEntrySchema },
  ] as const;
  for (const { section, body, entry } of entrySections) {
    app.get(
      `/users/profile/${section}`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `The ${section} section, a list (the owner or an admin)`,
          querystring: UidQuerySchema,
          response: { 200: envelopeOf(z.array(entry)), ...errors },
        },
      },
      async (req) => ok(await getSection(db(), section, reader(req, req.query.uId))),
    );

    app.put(
      `/users/profile/${section}`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `Save one ${section} entry: with an id it updates that entry, without one it adds it. Answers the section. Owner only`,
          querystring: UidQuerySchema,
          body,
          response: { 200: envelopeOf(z.array(entry)), ...errors },
        },
      },
      async (req) =>
        ok(
          await saveEntry(db(), section, owner(req, req.query.uId), req.body as never, new Date()),
          ProfileMessages.saved,
        ),
    );
  }

  app.get(
    '/users/profile/skill',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The skills, in the order they were added (the owner or an admin)',
        querystring: UidQuerySchema,
        response: { 200: envelopeOf(z.array(SkillEntrySchema)), ...errors },
      },
    },
    async (req) => ok(await getSection(db(), 'skill', reader(req, req.query.uId))),
  );

  app.put(
    '/users/profile/skill',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Save the whole skill list (trimmed, case-folded duplicates merged; kept skills keep their ids). Owner only',
        querystring: UidQuerySchema,
        body: SkillsSectionBodySchema,
        response: { 200: envelopeOf(z.array(SkillEntrySchema)), ...errors },
      },
    },
    async (req) => ok(await saveSkills(db(), owner(req, req.query.uId), req.body.skills), ProfileMessages.saved),
  );

  const deletable = [
    { section: 'education', entry: EducationEntrySchema },
    { section: 'work', entry: WorkEntrySchema },
    { section: 'project', entry: ProjectEntrySchema },
    { section: 'skill', entry: SkillEntrySchema },
    { section: 'other', entry: OtherEntrySchema },
  ] as const satisfies ReadonlyArray<{ section: ProfileListSection; entry: z.ZodType }>;
  for (const { section, entry } of deletable) {
    app.delete(
      `/users/profile/${section}/:id`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `Remove one ${section} entry of my own; answers what is left of the section`,
          params: EntryParamsSchema,
          querystring: OptionalUidQuerySchema,
          response: { 200: envelopeOf(z.array(entry)), ...errors },
        },
      },
      async (req) => {
        const uid = viewerOf(req).uid;
        // The id alone decides whose entry it is; a uId, when sent, must be the caller's own.
        if (req.query.uId !== undefined) owner(req, req.query.uId);
        return ok(await removeEntry(db(), section, uid, req.params.id), ProfileMessages.entryDeleted);
      },
    );
  }

  app.get(
    '/users/profile/complete-profile',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every section of the profile at once (the owner or an admin)',
        querystring: UidQuerySchema,
        response: { 200: envelopeOf(CompleteProfileSchema), ...errors },
      },
    },
    async (req) => ok(await readCompleteProfile(db(), reader(req, req.query.uId))),
  );

  app.put(
    '/users/profile/complete-profile',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Replace every section at once, all or nothing (entries carry no ids). Owner only',
        querystring: UidQuerySchema,
        body: CompleteProfileBodySchema,
        response: { 200: envelopeOf(CompleteProfileSchema), ...errors },
      },
    },
    async (req) =>
      ok(await replaceCompleteProfile(db(), owner(req, req.query.uId), req.body as never), ProfileMessages.saved),
  );

  // Read-only views for those allowed to look at a candidate (spec §7.3 users/profile/common/*).
  const commonViews = [
    { view: 'personal', schema: PersonalSectionSchema, read: getPersonal },
    { view: 'education', schema: z.array(EducationEntrySchema), read: educationOf },
    { view: 'project', schema: z.array(ProjectEntrySchema), read: projectsOf },
  ] as const;
  for (const { view, schema, read } of commonViews) {
    app.get(
      `/users/profile/common/${view}`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `Read another user's ${view} section: the owner, admins and employers the user applied to`,
          querystring: UidQuerySchema,
          response: { 200: envelopeOf(schema), ...errors },
        },
      },
      async (req) => {
        await assertMayViewProfile(db(), viewerOf(req), req.query.uId);
        return ok(await read(db(), req.query.uId));
      },
    );
  }
};

const educationOf = (db: DbOrTx, uId: number) => getSection(db, 'education', uId);
const projectsOf = (db: DbOrTx, uId: number) => getSection(db, 'project', uId);
