import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { DrillSection } from '@elevate/contracts/drills/drill-search.constants';
import type { DrillBookmark, DrillBookmarksQuery } from '@elevate/contracts/drills/drill-bookmark.schema';
import {
  DrillSearchQuerySchema,
  type DrillCommons,
  type DrillCommonsQuery,
  type DrillSearchQuery,
  type DrillSearchResult,
} from '@elevate/contracts/drills/drill-search.schema';
import type { DrillSectionContent } from '@elevate/contracts/drills/drill-section.schema';
import type { DrillUserAction } from '@elevate/contracts/drills/drill-search.constants';
import type { Db } from '../../db/client.ts';
import type { SharedStore } from '../../lib/shared-store/shared-store.ts';
import { searchCacheFor } from '../jobs/job-search.cache.ts';
import { list } from '../../lib/envelope.ts';
import { requireDrill, type DrillRow } from './drill-access.ts';
import { clearUserAction, findUserAction, listBookmarkedDrills, setUserAction } from './drill-bookmarks.repository.ts';
import { listDrillPhases, toDrillDetail } from './drills.repository.ts';
import { drillCommons, searchDrillCards } from './drills-search.repository.ts';

/** drills/search: the published hackathons matching the filters, a page at a time, statuses by `now`. */
export const searchDrills = async (db: Db, query: DrillSearchQuery, now: Date): Promise<DrillSearchResult> => {
  const { data, total } = await searchDrillCards(db, query, now);
  return list(data, total);
};

/** `drills` without drillId: the listing's first page, as /drills opens. */
export const firstDrillsPage = (db: Db, now: Date): Promise<DrillSearchResult> =>
  searchDrills(db, DrillSearchQuerySchema.parse({}), now);

/** `drills?drillId`: one published hackathon (by id or custom URL) as its page shows it; 404 otherwise. */
export const getDrillDetail = async (db: Db, idOrCustUrl: string, now: Date): Promise<DrillDetail> =>
  toDrillDetail(db, await requireDrill(db, idOrCustUrl), now);

/**
 * The option counts change only when hackathons are published or edited, and statuses as dates pass: they are
 * kept COMMONS_CACHE.ttlMs (in process, or in Redis when configured, as jobs search keeps its caches), so the
 * listing's pages do not count every hackathon on every view. One fixed generation: only time expires them.
 */
const COMMONS_CACHE = { maxEntries: 10, ttlMs: 30_000 };

export const getDrillCommons = (
  db: Db,
  query: DrillCommonsQuery,
  now: Date,
  shared?: SharedStore,
): Promise<DrillCommons> =>
  searchCacheFor<DrillCommons>(db, 'drill-commons', COMMONS_CACHE, shared).getOrCompute(
    query.programType ?? 'all',
    0,
    async () => ({ generation: 0, value: await drillCommons(db, query.programType, now) }),
  );

const sectionOf = async (db: Db, d: DrillRow, section: DrillSection, now: Date): Promise<DrillSectionContent> => {
  switch (section) {
    case 'overview':
      return {
        section,
        drillDescription: d.description,
        overviewSectionComplete: d.overviewSectionComplete,
        domain: d.domain,
        industry: d.industry,
        location: d.location,
      };
    case 'eligibility':
      return {
        section,
        eligibility: d.eligibility,
        audience: d.audience === 'students' || d.audience === 'professionals' ? d.audience : 'everyone',
      };
    case 'guidelines':
      return { section, guidelines: d.guidelines };
    case 'phases':
      return { section, drillPhase: await listDrillPhases(db, d.id, now), serverNow: now.toISOString() };
    case 'schedule':
      return { section, schedule: d.schedule };
    case 'prizes':
      return { section, totalPrizeValue: d.totalPrizeValue, prizes: d.prizes };
    case 'faqs':
      return { section, faqs: d.faqs };
    case 'social':
      return { section, drillSocialLinks: d.socialLinks };
  }
};

/** `drills/{id}/{section}`: one section of a published hackathon (rich text as stored: sanitised on write). */
export const getDrillSection = async (
  db: Db,
  idOrCustUrl: string,
  section: DrillSection,
  now: Date,
): Promise<DrillSectionContent> => sectionOf(db, await requireDrill(db, idOrCustUrl), section, now);

const bookmarkOf = (drillId: number, uid: number, action: DrillUserAction, at: Date | null): DrillBookmark => ({
  drillId,
  uid,
  action,
  bookmarked: at !== null,
  createdTs: at?.toISOString() ?? null,
});

/**
 * `drills/{id}/users/{uid}?action=bookmark`: read (GET, changes nothing), set (PUT) or clear (DELETE) the
 * caller's own bookmark of a published hackathon. Both writes are idempotent. The route has checked that
 * `uid` is the caller.
 */
export const readBookmark = async (db: Db, idOrCustUrl: string, uid: number, action: DrillUserAction) => {
  const drill = await requireDrill(db, idOrCustUrl);
  return bookmarkOf(drill.id, uid, action, await findUserAction(db, drill.id, uid, action));
};

export const setBookmark = async (db: Db, idOrCustUrl: string, uid: number, action: DrillUserAction) => {
  const drill = await requireDrill(db, idOrCustUrl);
  return bookmarkOf(drill.id, uid, action, await setUserAction(db, drill.id, uid, action));
};

export const clearBookmark = async (db: Db, idOrCustUrl: string, uid: number, action: DrillUserAction) => {
  const drill = await requireDrill(db, idOrCustUrl);
  await clearUserAction(db, drill.id, uid, action);
  return bookmarkOf(drill.id, uid, action, null);
};

/** `drills/bookmarks`: the caller's saved hackathons that are still listed, as cards. */
export const listBookmarks = async (db: Db, uid: number, q: DrillBookmarksQuery): Promise<DrillSearchResult> => {
  const { data, total } = await listBookmarkedDrills(db, { uid, ...q });
  return list(data, total);
};
