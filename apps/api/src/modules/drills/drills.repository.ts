import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DRILL_AUDIENCES,
  DRILL_NATURES,
  DRILL_PHASE_KINDS,
  DRILL_PROGRAM_TYPES,
  DRILL_TEAM_LOCKS,
} from '@elevate/contracts/drills/drill.constants';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { DrillDetail, DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import { spanStatus } from '@elevate/contracts/drills/drill-format';
import type { DbOrTx } from '../../db/client.ts';
import { drillPhases, drills } from '../../db/schema/drills.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';

type DrillRow = typeof drills.$inferSelect;
type PhaseRow = typeof drillPhases.$inferSelect;

/** A stored text read as one of `values`, or `fallback` when a row holds something else. */
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Only published hackathons are listed anywhere: search, featured, company pages, the sitemap. */
export const published = eq(drills.isPublished, true);

export const toDrillCard = (d: DrillRow): DrillCard => ({
  drillId: d.id,
  drillName: d.name,
  drillCustUrl: d.custUrl,
  drillLogoUrl: d.logoUrl,
  drillPartnerName: d.partnerName,
  drillLocation: d.location,
  drillPurpose: d.purpose,
  drillRegistrationEndDt: d.registrationEndDt.toISOString(),
  drillStartDt: d.startDt.toISOString(),
  drillEndDt: d.endDt.toISOString(),
  drillNature: oneOf(DRILL_NATURES, d.nature, 'online'),
  drillTeamSize: { min: d.teamMin, max: d.teamMax },
  totalPrizeValue: d.totalPrizeValue,
  registrationCountVisible: d.registrationCountVisible,
  drillApplicantCount: d.applicantCount,
});

/** A phase with its status by the server's clock at `now`. */
export const toDrillPhase = (p: PhaseRow, now: Date): DrillPhase => ({
  phaseId: p.id,
  phase: p.name,
  kind: oneOf(DRILL_PHASE_KINDS, p.kind, 'solution'),
  phaseStartDt: p.startDt.toISOString(),
  phaseEndDt: p.endDt.toISOString(),
  description: p.description,
  phaseStatus: spanStatus(p.startDt, p.endDt, now),
  resultsPublished: p.resultsPublishedAt !== null,
});

/** A hackathon's phases in their order. */
export const listDrillPhases = async (db: DbOrTx, drillId: number, now: Date): Promise<DrillPhase[]> => {
  const rows = await db
    .select()
    .from(drillPhases)
    .where(eq(drillPhases.drillId, drillId))
    .orderBy(asc(drillPhases.position), asc(drillPhases.startDt), asc(drillPhases.id));
  return rows.map((p) => toDrillPhase(p, now));
};

/** The custom URL of the host's company page, when the host has a listed one. */
const companyPageOf = async (db: DbOrTx, partnerId: number | null): Promise<string | null> => {
  if (partnerId === null) return null;
  const [row] = await db
    .select({ customUrl: partners.customUrl })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.isActive, true)))
    .limit(1);
  return row?.customUrl ?? null;
};

/** The whole hackathon as its page shows it (drill-content.schema.ts); rich text as stored (sanitised on write). */
export const toDrillDetail = async (db: DbOrTx, d: DrillRow, now: Date): Promise<DrillDetail> => {
  const [partnerCustomUrl, drillPhase] = await Promise.all([
    companyPageOf(db, d.partnerId),
    listDrillPhases(db, d.id, now),
  ]);
  return {
    ...toDrillCard(d),
    drillBannerUrl: d.bannerUrl,
    programType: oneOf(DRILL_PROGRAM_TYPES, d.programType, 'hackathon'),
    partnerId: d.partnerId,
    partnerCustomUrl,
    drillDescription: d.description,
    eligibility: d.eligibility,
    guidelines: d.guidelines,
    location: d.location,
    domain: d.domain,
    industry: d.industry,
    audience: oneOf(DRILL_AUDIENCES, d.audience, 'everyone'),
    registrationFee: d.registrationFee,
    prizes: d.prizes,
    faqs: d.faqs,
    schedule: d.schedule,
    drillSocialLinks: d.socialLinks,
    drillPhase,
    teamRules: d.teamRules,
    teamLock: oneOf(DRILL_TEAM_LOCKS, d.teamLock, 'registration-end'),
    overviewSectionComplete: d.overviewSectionComplete,
    cancelledAt: d.cancelledAt?.toISOString() ?? null,
    cancellationReason: d.cancellationReason,
    serverNow: now.toISOString(),
  };
};

/** Featured hackathons, the ones still running first (soonest to end), then the rest newest first. */
export const listFeaturedDrills = async (db: DbOrTx, limit: number, now: Date): Promise<DrillCard[]> => {
  const rows = await db
    .select()
    .from(drills)
    .where(and(eq(drills.isFeatured, true), published))
    .orderBy(asc(drills.endDt))
    .limit(100);
  const live = rows.filter((d) => d.endDt > now);
  const ended = rows.filter((d) => d.endDt <= now).reverse();
  return [...live, ...ended].slice(0, limit).map(toDrillCard);
};

/** The sitemap's hackathon pages: published ones, last modified when the hackathon was last changed. */
export const listDrillUrls = async (db: DbOrTx) =>
  db
    .select({ custUrl: drills.custUrl, updatedAt: drills.updatedAt })
    .from(drills)
    .where(published)
    .orderBy(desc(drills.updatedAt));

/**
 * One company's published hackathons for its company page (spec §7.6): the running ones first (soonest to
 * end), then the ended ones (latest first), with the total. `limit: 0` answers the count alone.
 */
export const listDrillsByPartner = async (
  db: DbOrTx,
  q: { partnerId: number; limit: number; offset: number; now: Date },
): Promise<{ data: DrillCard[]; totalRecordCount: number }> => {
  const where = and(eq(drills.partnerId, q.partnerId), published);
  const ended = sql`${drills.endDt} <= ${q.now.toISOString()}::timestamptz`;
  const [rows, [total]] = await Promise.all([
    q.limit > 0
      ? db
          .select()
          .from(drills)
          .where(where)
          .orderBy(
            asc(ended),
            sql`case when ${ended} then null else ${drills.endDt} end asc`,
            desc(drills.endDt),
            asc(drills.id),
          )
          .limit(q.limit)
          .offset(q.offset)
      : Promise.resolve([]),
    db.select({ n: count() }).from(drills).where(where),
  ]);
  return { data: rows.map(toDrillCard), totalRecordCount: total?.n ?? 0 };
};

/**
 * Links jobs to a hackathon (`jobs/search?drillId` finds them), or unlinks them with `drillId: null`. A change
 * of jobs.drill_id moves the search generation (trigger of migration 0015), so no cached jobs/search answer
 * for the hackathon outlives the link change, whichever code path writes it.
 */
export const linkJobsToDrill = async (
  db: DbOrTx,
  drillId: number | null,
  jobIds: readonly number[],
): Promise<number> => {
  if (jobIds.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({ drillId })
    .where(inArray(jobs.id, [...jobIds]))
    .returning({ id: jobs.id });
  return rows.length;
};
