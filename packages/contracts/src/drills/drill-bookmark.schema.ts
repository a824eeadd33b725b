import { z } from 'zod';
import { idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { DRILL_USER_ACTIONS } from './drill-search.constants.ts';
import { DrillMessages } from './drill.messages.ts';

/**
 * `drills/{id}/users/{uid}?action=bookmark`: a signed-in user's own bookmark of a hackathon. GET reads it
 * (and changes nothing), PUT sets it, DELETE clears it; both writes are idempotent. Another user's uid is 403.
 */
export const DrillUserActionParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  uid: idOf('uid'),
});
export const DrillUserActionQuerySchema = z.object({
  action: z.enum(DRILL_USER_ACTIONS, { error: DrillMessages.oneOf('action', DRILL_USER_ACTIONS) }),
});

export const DrillBookmarkSchema = z.object({
  drillId: z.number().int(),
  uid: z.number().int(),
  action: z.enum(DRILL_USER_ACTIONS),
  /** Whether the hackathon is saved after the call. */
  bookmarked: z.boolean(),
  /** When it was saved; null when it is not. */
  createdTs: z.string().nullable(),
});
export type DrillBookmark = z.infer<typeof DrillBookmarkSchema>;

/** `drills/bookmarks`: the caller's saved hackathons (still listed), the latest saved first. */
export const DRILL_BOOKMARKS_DEFAULT_LIMIT = 20;
export const DRILL_BOOKMARKS_MAX_LIMIT = 100;
export const DrillBookmarksQuerySchema = z.object({
  limit: limitParam(DRILL_BOOKMARKS_MAX_LIMIT, DRILL_BOOKMARKS_DEFAULT_LIMIT),
  offset: offsetParam(10_000),
});
export type DrillBookmarksQuery = z.output<typeof DrillBookmarksQuerySchema>;
