import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import type { FeaturedElements } from '@elevate/contracts/content/content.schema';
import type { FeaturedPin } from '@elevate/contracts/content/site-content.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { listFeaturedDrills } from '../drills/drills.repository.ts';
import { listFeaturedJobs } from '../jobs/jobs.repository.ts';
import { listFeaturedPartners } from '../partners/partners.repository.ts';
import { listFeaturedCaseStudies, publicCaseStudyCardsByIds } from './case-studies.repository.ts';
import {
  listPinRows,
  pinLabels,
  pinnedDrillCards,
  pinnedJobCards,
  pinnedPartnerCards,
  type PinRow,
  replacePins,
  toPins,
} from './featured.repository.ts';

export const FEATURED_LIMIT = 6;
const PARTNERS_LIMIT = 12;

/** Pinned items first in pin order, then the rest of the usual list without repeats, cut at `limit`. */
const pinnedFirst = <T>(pinIds: number[], pinned: T[], rest: T[], idOf: (x: T) => number, limit: number): T[] => {
  const byId = new Map(pinned.map((x) => [idOf(x), x]));
  const first = pinIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const seen = new Set(first.map(idOf));
  return [...first, ...rest.filter((x) => !seen.has(idOf(x)))].slice(0, limit);
};

/** The home page's featured lists: admins' pins (still public ones) first, then the featured items as before. */
export const featuredElements = async (db: DbOrTx, now: Date): Promise<FeaturedElements> => {
  const pins = await listPinRows(db);
  const ids = (t: PinRow['entityType']) => pins.filter((p) => p.entityType === t).map((p) => p.entityId);
  const [jobs, pJobs, drills, pDrills, partners, pPartners, stories, pStories] = await Promise.all([
    listFeaturedJobs(db, FEATURED_LIMIT),
    pinnedJobCards(db, ids('job')),
    listFeaturedDrills(db, FEATURED_LIMIT, now),
    pinnedDrillCards(db, ids('drill')),
    listFeaturedPartners(db, PARTNERS_LIMIT),
    pinnedPartnerCards(db, ids('partner')),
    listFeaturedCaseStudies(db, FEATURED_LIMIT, now),
    publicCaseStudyCardsByIds(db, ids('casestudy'), now),
  ]);
  return {
    jobs: pinnedFirst(ids('job'), pJobs, jobs, (x) => x.jobId, FEATURED_LIMIT),
    drills: pinnedFirst(ids('drill'), pDrills, drills, (x) => x.drillId, FEATURED_LIMIT),
    partners: pinnedFirst(ids('partner'), pPartners, partners, (x) => x.partnerId, PARTNERS_LIMIT),
    caseStudies: pinnedFirst(ids('casestudy'), pStories, stories, (x) => x.caseStudyId, FEATURED_LIMIT),
  };
};

export const listPins = async (db: DbOrTx): Promise<FeaturedPin[]> => {
  const pins = await listPinRows(db);
  return toPins(pins, await pinLabels(db, pins));
};

/** Replaces the pins in the order given; a pin naming nothing that exists refuses the whole list. */
export const savePins = async (db: Db, input: PinRow[]): Promise<FeaturedPin[]> => {
  const seen = new Set<string>();
  const pins = input.filter((p) => {
    const key = `${p.entityType}:${p.entityId}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return db.transaction(async (tx) => {
    const labels = await pinLabels(tx, pins);
    const unknown = pins.findIndex((p) => !labels.has(`${p.entityType}:${p.entityId}`));
    if (unknown !== -1) {
      throw new AppError(ErrorCode.VALIDATION, ContentMessages.featuredUnknown, {
        [`pins.${unknown}.entityId`]: ContentMessages.featuredUnknown,
      });
    }
    await replacePins(tx, pins);
    return toPins(pins, labels);
  });
};
