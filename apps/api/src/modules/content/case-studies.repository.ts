import { and, count, desc, eq, ilike, like, lte, or, type SQL } from 'drizzle-orm';
import type {
  CaseStudy,
  CaseStudyCard,
  CaseStudyEditable,
  CaseStudyInput,
} from '@elevate/contracts/content/case-studies.schema';
import type { CaseStudySubType, CaseStudyType } from '@elevate/contracts/content/content.constants';
import type { DbOrTx } from '../../db/client.ts';
import { caseStudies } from '../../db/schema/content.ts';
import { partners } from '../../db/schema/partners.ts';
import { containsPattern } from '../../lib/sql-like.ts';

type Row = typeof caseStudies.$inferSelect;
interface Joined {
  s: Row;
  partnerUrl: string | null;
  partnerName: string | null;
  partnerLogo: string | null;
}

const columns = {
  s: caseStudies,
  partnerUrl: partners.customUrl,
  partnerName: partners.displayName,
  partnerLogo: partners.logoPath,
};

/** Public: published and its time has come. */
export const publicCaseStudy = (now: Date): SQL =>
  and(eq(caseStudies.status, 'published'), lte(caseStudies.publishedAt, now))!;

const toCard = ({ s, partnerUrl, partnerName, partnerLogo }: Joined): CaseStudyCard => ({
  caseStudyId: s.id,
  custUrl: s.custUrl,
  type: s.type as CaseStudyType,
  subType: s.subType as CaseStudySubType,
  title: s.title,
  summary: s.summary,
  coverImageUrl: s.coverImageUrl,
  personName: s.personName,
  personDesignation: s.personDesignation,
  organisation: s.organisation,
  quote: s.quote,
  isFeatured: s.isFeatured,
  publishedAt: (s.publishedAt ?? s.createdAt).toISOString(),
  partner: partnerUrl && partnerName ? { customUrl: partnerUrl, displayName: partnerName, logo: partnerLogo } : null,
});

const toEditable = (s: Row): CaseStudyEditable => ({
  caseStudyId: s.id,
  custUrl: s.custUrl,
  type: s.type as CaseStudyType,
  subType: s.subType as CaseStudySubType,
  title: s.title,
  summary: s.summary,
  coverImageUrl: s.coverImageUrl,
  personName: s.personName,
  personDesignation: s.personDesignation,
  organisation: s.organisation,
  quote: s.quote,
  isFeatured: s.isFeatured,
  bodyHtml: s.bodyHtml,
  seoDescription: s.seoDescription,
  updatedAt: s.updatedAt.toISOString(),
  status: s.status === 'published' ? 'published' : 'draft',
  publishedAt: s.publishedAt?.toISOString() ?? null,
  partnerId: s.partnerId,
  createdAt: s.createdAt.toISOString(),
});

const joined = (db: DbOrTx) =>
  db.select(columns).from(caseStudies).leftJoin(partners, eq(partners.id, caseStudies.partnerId));

export interface CaseStudyFilter {
  type?: CaseStudyType | undefined;
  subType?: CaseStudySubType | undefined;
  isFeatured?: boolean | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

/** Published stories, newest first, with the total for paging; q finds text in title, summary, person, organisation. */
export const listPublicCaseStudies = async (
  db: DbOrTx,
  f: CaseStudyFilter,
  now: Date,
): Promise<{ data: CaseStudyCard[]; total: number }> => {
  const pattern = f.q ? containsPattern(f.q) : null;
  const where = and(
    publicCaseStudy(now),
    f.type ? eq(caseStudies.type, f.type) : undefined,
    f.subType ? eq(caseStudies.subType, f.subType) : undefined,
    f.isFeatured === undefined ? undefined : eq(caseStudies.isFeatured, f.isFeatured),
    pattern
      ? or(
          ilike(caseStudies.title, pattern),
          ilike(caseStudies.summary, pattern),
          ilike(caseStudies.personName, pattern),
          ilike(caseStudies.organisation, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(caseStudies.publishedAt), desc(caseStudies.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(caseStudies).where(where),
  ]);
  return { data: rows.map(toCard), total: Number(total?.n ?? 0) };
};

export const findPublicCaseStudy = async (db: DbOrTx, custUrl: string, now: Date): Promise<CaseStudy | null> => {
  const [row] = await joined(db).where(and(eq(caseStudies.custUrl, custUrl), publicCaseStudy(now)));
  if (!row) return null;
  return {
    ...toCard(row),
    bodyHtml: row.s.bodyHtml,
    seoDescription: row.s.seoDescription ?? row.s.summary,
    updatedAt: row.s.updatedAt.toISOString(),
  };
};

/** Public cards by id (the home page's pins), in no particular order. */
export const publicCaseStudyCardsByIds = async (db: DbOrTx, ids: number[], now: Date): Promise<CaseStudyCard[]> => {
  if (!ids.length) return [];
  const rows = await joined(db).where(and(publicCaseStudy(now), or(...ids.map((id) => eq(caseStudies.id, id)))));
  return rows.map(toCard);
};

export const listFeaturedCaseStudies = async (db: DbOrTx, limit: number, now: Date): Promise<CaseStudyCard[]> => {
  const rows = await joined(db)
    .where(and(publicCaseStudy(now), eq(caseStudies.isFeatured, true)))
    .orderBy(desc(caseStudies.publishedAt), desc(caseStudies.id))
    .limit(limit);
  return rows.map(toCard);
};

export const listManageCaseStudies = async (db: DbOrTx): Promise<CaseStudyEditable[]> =>
  (await db.select().from(caseStudies).orderBy(desc(caseStudies.updatedAt), desc(caseStudies.id))).map(toEditable);

export const findCaseStudyById = async (db: DbOrTx, id: number): Promise<CaseStudyEditable | null> => {
  const [row] = await db.select().from(caseStudies).where(eq(caseStudies.id, id));
  return row ? toEditable(row) : null;
};

/** Addresses already used that start with `base` (to pick the next free one). */
export const custUrlsLike = async (db: DbOrTx, base: string): Promise<string[]> =>
  (
    await db
      .select({ u: caseStudies.custUrl })
      .from(caseStudies)
      .where(like(caseStudies.custUrl, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  ).map((r) => r.u);

export interface CaseStudyWrite extends Omit<CaseStudyInput, 'publishedAt'> {
  custUrl: string;
  bodyHtml: string;
  publishedAt: Date | null;
}

const valuesOf = (w: CaseStudyWrite) => ({
  custUrl: w.custUrl,
  type: w.type,
  subType: w.subType,
  title: w.title,
  summary: w.summary,
  bodyHtml: w.bodyHtml,
  coverImageUrl: w.coverImageUrl ?? null,
  personName: w.personName,
  personDesignation: w.personDesignation,
  organisation: w.organisation,
  partnerId: w.partnerId ?? null,
  quote: w.quote,
  isFeatured: w.isFeatured,
  status: w.status,
  publishedAt: w.publishedAt,
  seoDescription: w.seoDescription ?? null,
});

export const insertCaseStudy = async (db: DbOrTx, w: CaseStudyWrite, authorUid: number): Promise<number> => {
  const [row] = await db
    .insert(caseStudies)
    .values({ ...valuesOf(w), authorUid })
    .returning({ id: caseStudies.id });
  return row!.id;
};

export const updateCaseStudy = async (db: DbOrTx, id: number, w: CaseStudyWrite, now: Date): Promise<boolean> =>
  (
    await db
      .update(caseStudies)
      .set({ ...valuesOf(w), updatedAt: now })
      .where(eq(caseStudies.id, id))
      .returning({ id: caseStudies.id })
  ).length > 0;

export const deleteCaseStudy = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ id: caseStudies.id })).length > 0;

/** The sitemap's stories: public ones, last modified when last changed. */
export const listCaseStudyUrls = async (db: DbOrTx, now: Date) =>
  db
    .select({ custUrl: caseStudies.custUrl, updatedAt: caseStudies.updatedAt })
    .from(caseStudies)
    .where(publicCaseStudy(now));
