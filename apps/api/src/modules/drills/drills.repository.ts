import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { DRILL_NATURES, type DrillNature } from '@elevate/contracts/drills/drill.constants';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drills } from '../../db/schema/drills.ts';

type DrillRow = typeof drills.$inferSelect;

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
  drillNature: (DRILL_NATURES as readonly string[]).includes(d.nature) ? (d.nature as DrillNature) : 'online',
  drillTeamSize: { min: d.teamMin, max: d.teamMax },
  totalPrizeValue: d.totalPrizeValue,
  registrationCountVisible: d.registrationCountVisible,
  drillApplicantCount: d.applicantCount,
});

/** Featured hackathons, the ones still running first (soonest to end), then the rest newest first. */
export const listFeaturedDrills = async (db: DbOrTx, limit: number, now: Date): Promise<DrillCard[]> => {
  const rows = await db.select().from(drills).where(eq(drills.isFeatured, true)).orderBy(asc(drills.endDt)).limit(100);
  const live = rows.filter((d) => d.endDt > now);
  const ended = rows.filter((d) => d.endDt <= now).reverse();
  return [...live, ...ended].slice(0, limit).map(toDrillCard);
};

export const listDrillUrls = async (db: DbOrTx) =>
  db.select({ custUrl: drills.custUrl, updatedAt: drills.createdAt }).from(drills).orderBy(desc(drills.createdAt));

/**
 * One company's hackathons for its company page (spec §7.6): the running ones first (soonest to end), then
 * the ended ones (latest first), with the total. `limit: 0` answers the count alone.
 */
export const listDrillsByPartner = async (
  db: DbOrTx,
  q: { partnerId: number; limit: number; offset: number; now: Date },
): Promise<{ data: DrillCard[]; totalRecordCount: number }> => {
  const where = eq(drills.partnerId, q.partnerId);
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
