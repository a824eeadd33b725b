import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FeaturedEntityType } from '@elevate/contracts/content/content.constants';
import type { FeaturedPin } from '@elevate/contracts/content/site-content.schema';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import type { PartnerCard } from '@elevate/contracts/partners/partner.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import type { DbOrTx } from '../../db/client.ts';
import { caseStudies, featuredElements } from '../../db/schema/content.ts';
import { drills } from '../../db/schema/drills.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { published, toDrillCard } from '../drills/drills.repository.ts';
import { jobCardColumns, toJobCard } from '../jobs/jobs.repository.ts';

export interface PinRow {
  entityType: FeaturedEntityType;
  entityId: number;
}

export const listPinRows = async (db: DbOrTx): Promise<PinRow[]> =>
  (
    await db
      .select({ entityType: featuredElements.entityType, entityId: featuredElements.entityId })
      .from(featuredElements)
      .orderBy(asc(featuredElements.position), asc(featuredElements.id))
  ).map((r) => ({ entityType: r.entityType as FeaturedEntityType, entityId: r.entityId }));

export const replacePins = async (db: DbOrTx, pins: PinRow[]): Promise<void> => {
  await db.delete(featuredElements);
  if (pins.length) await db.insert(featuredElements).values(pins.map((p, position) => ({ ...p, position })));
};

/** Title and page of each pinned item that exists (any state), keyed `type:id`. */
export const pinLabels = async (db: DbOrTx, pins: PinRow[]): Promise<Map<string, { label: string; path: string }>> => {
  const ids = (t: FeaturedEntityType) => pins.filter((p) => p.entityType === t).map((p) => p.entityId);
  const out = new Map<string, { label: string; path: string }>();
  const some = <T>(list: number[], q: () => Promise<T[]>) => (list.length ? q() : Promise.resolve([] as T[]));
  // One after another: inside a transaction the queries share one connection.
  const j = await some(ids('job'), () =>
    db
      .select({ id: jobs.id, t: jobs.title, u: jobs.custUrl })
      .from(jobs)
      .where(inArray(jobs.id, ids('job'))),
  );
  const d = await some(ids('drill'), () =>
    db
      .select({ id: drills.id, t: drills.name, u: drills.custUrl })
      .from(drills)
      .where(inArray(drills.id, ids('drill'))),
  );
  const p = await some(ids('partner'), () =>
    db
      .select({ id: partners.id, t: partners.displayName, u: partners.customUrl })
      .from(partners)
      .where(inArray(partners.id, ids('partner'))),
  );
  const c = await some(ids('casestudy'), () =>
    db
      .select({ id: caseStudies.id, t: caseStudies.title, u: caseStudies.custUrl })
      .from(caseStudies)
      .where(inArray(caseStudies.id, ids('casestudy'))),
  );
  for (const r of j) out.set(`job:${r.id}`, { label: r.t, path: pagePath.job(r.u) });
  for (const r of d) out.set(`drill:${r.id}`, { label: r.t, path: pagePath.drill(r.u) });
  for (const r of p) out.set(`partner:${r.id}`, { label: r.t, path: pagePath.company(r.u) });
  for (const r of c) out.set(`casestudy:${r.id}`, { label: r.t, path: pagePath.successStory(r.u) });
  return out;
};

export const toPins = (pins: PinRow[], labels: Map<string, { label: string; path: string }>): FeaturedPin[] =>
  pins.flatMap((p, position) => {
    const l = labels.get(`${p.entityType}:${p.entityId}`);
    return l ? [{ ...p, position, ...l }] : [];
  });

/** Public cards of pinned items (still public ones only), in no particular order. */
export const pinnedJobCards = async (db: DbOrTx, ids: number[]): Promise<JobCard[]> =>
  ids.length
    ? (
        await db
          .select(jobCardColumns)
          .from(jobs)
          .innerJoin(partners, eq(partners.id, jobs.partnerId))
          .where(and(inArray(jobs.id, ids), eq(jobs.isActive, true), eq(partners.isActive, true)))
      ).map(toJobCard)
    : [];

export const pinnedDrillCards = async (db: DbOrTx, ids: number[]): Promise<DrillCard[]> =>
  ids.length
    ? (
        await db
          .select()
          .from(drills)
          .where(and(inArray(drills.id, ids), published))
      ).map(toDrillCard)
    : [];

export const pinnedPartnerCards = async (db: DbOrTx, ids: number[]): Promise<PartnerCard[]> =>
  ids.length
    ? db
        .select({
          partnerId: partners.id,
          partnerName: partners.name,
          partnerDisplayName: partners.displayName,
          partnerLogoPath: partners.logoPath,
          customUrl: partners.customUrl,
          partnerIndustry: partners.industry,
        })
        .from(partners)
        .where(and(inArray(partners.id, ids), eq(partners.isActive, true)))
    : [];
