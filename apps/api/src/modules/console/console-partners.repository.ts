import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  ConsolePartner,
  ConsolePartnerSummary,
  PartnerEmployer,
} from '@elevate/contracts/console/console-partner.schema';
import type { PartnerSocialLinks } from '@elevate/contracts/partners/partner.schema';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { toPartner } from '../partners/partners.repository.ts';

export type PartnerRow = typeof partners.$inferSelect;

export const findPartnerById = async (db: DbOrTx, partnerId: number): Promise<PartnerRow | null> => {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
  return row ?? null;
};

/** The employers of each of these partners, by name. */
export const employersOf = async (db: DbOrTx, partnerIds: number[]): Promise<Map<number, PartnerEmployer[]>> => {
  const byPartner = new Map<number, PartnerEmployer[]>(partnerIds.map((id) => [id, []]));
  if (partnerIds.length === 0) return byPartner;
  const rows = await db
    .select({
      partnerId: partnerMembers.partnerId,
      uid: users.id,
      fullName: users.fullName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(inArray(partnerMembers.partnerId, partnerIds))
    .orderBy(asc(users.fullName), asc(users.id));
  for (const { partnerId, ...employer } of rows) byPartner.get(partnerId)?.push(employer);
  return byPartner;
};

export const toConsolePartner = (p: PartnerRow, employers: PartnerEmployer[]): ConsolePartner => ({
  ...toPartner(p),
  isActive: p.isActive,
  employers,
});

/** Open and closed jobs of each of these partners (one grouped query on the partner index). */
const jobCountsOf = async (
  db: DbOrTx,
  partnerIds: number[],
): Promise<Map<number, { open: number; closed: number }>> => {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .select({
      partnerId: jobs.partnerId,
      open: sql<number>`count(*) filter (where ${jobs.isActive})::int`.mapWith(Number),
      closed: sql<number>`count(*) filter (where not ${jobs.isActive})::int`.mapWith(Number),
    })
    .from(jobs)
    .where(inArray(jobs.partnerId, partnerIds))
    .groupBy(jobs.partnerId);
  return new Map(rows.map(({ partnerId, ...counts }) => [partnerId, counts]));
};

/**
 * Companies for the console, by display name, with their open and closed job counts: the ones `memberUid`
 * belongs to, or (no memberUid: an admin) every company, optionally matching `q` in a name or the custom URL.
 */
export const listConsolePartners = async (
  db: DbOrTx,
  q: { memberUid?: number; search?: string; limit: number; offset: number },
): Promise<{ data: ConsolePartnerSummary[]; total: number }> => {
  const conditions: SQL[] = [];
  if (q.memberUid !== undefined) {
    conditions.push(
      inArray(
        partners.id,
        db.select({ id: partnerMembers.partnerId }).from(partnerMembers).where(eq(partnerMembers.userId, q.memberUid)),
      ),
    );
  }
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(ilike(partners.name, pattern), ilike(partners.displayName, pattern), ilike(partners.customUrl, pattern))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partners)
      .where(where)
      .orderBy(asc(partners.displayName), asc(partners.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(partners).where(where),
  ]);
  const ids = rows.map((p) => p.id);
  const [employers, jobCounts] = await Promise.all([employersOf(db, ids), jobCountsOf(db, ids)]);
  return {
    data: rows.map((p) => ({
      partnerId: p.id,
      partnerName: p.name,
      partnerDisplayName: p.displayName,
      partnerLogoPath: p.logoPath,
      customUrl: p.customUrl,
      partnerIndustry: p.industry,
      isActive: p.isActive,
      openJobs: jobCounts.get(p.id)?.open ?? 0,
      closedJobs: jobCounts.get(p.id)?.closed ?? 0,
      employers: employers.get(p.id) ?? [],
    })),
    total: total?.n ?? 0,
  };
};

export interface CompanyPageValues {
  displayName: string;
  logoPath: string | null;
  bannerImageUrl: string | null;
  description: string | null;
  galleryImageUrls: string | null;
  keyHighlights: string | null;
  hashtags: string[];
  headquarter: string | null;
  establishmentDate: string | null;
  noOfEmployees: string | null;
  industry: string | null;
  socialLinks: PartnerSocialLinks;
}

export const updateCompanyPage = async (db: DbOrTx, partnerId: number, values: CompanyPageValues): Promise<void> => {
  await db.update(partners).set(values).where(eq(partners.id, partnerId));
};

/** A new company, or null when its custom URL is taken (insert … on conflict do nothing: no aborted transaction). */
export const insertPartner = async (
  db: DbOrTx,
  values: { name: string; displayName: string; customUrl: string },
): Promise<number | null> => {
  const [row] = await db
    .insert(partners)
    .values(values)
    .onConflictDoNothing({ target: partners.customUrl })
    .returning({ id: partners.id });
  return row?.id ?? null;
};
