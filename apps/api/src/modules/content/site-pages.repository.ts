import { asc, eq } from 'drizzle-orm';
import { SITE_PAGE_KEYS, type SitePageKey } from '@elevate/contracts/content/content.constants';
import { SITE_PAGE_DEFAULTS } from '@elevate/contracts/content/site-page-defaults';
import type { SitePage, SitePageInput } from '@elevate/contracts/content/site-content.schema';
import type { DbOrTx } from '../../db/client.ts';
import { sitePages } from '../../db/schema/content.ts';

type Row = typeof sitePages.$inferSelect;

const toDto = (r: Row): SitePage => ({
  key: r.key as SitePageKey,
  title: r.title,
  headline: r.headline,
  intro: r.intro,
  sections: r.sections,
  updatedAt: r.updatedAt.toISOString(),
});
const defaultOf = (key: SitePageKey): SitePage => ({ key, ...SITE_PAGE_DEFAULTS[key], updatedAt: null });

/** The stored page, or its default words (updatedAt null) when admins never edited it. */
export const findSitePage = async (db: DbOrTx, key: SitePageKey): Promise<SitePage> => {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.key, key));
  return row ? toDto(row) : defaultOf(key);
};

/** Every page in SITE_PAGE_KEYS order, stored or default. */
export const listSitePages = async (db: DbOrTx): Promise<SitePage[]> => {
  const rows = new Map((await db.select().from(sitePages).orderBy(asc(sitePages.key))).map((r) => [r.key, r]));
  return SITE_PAGE_KEYS.map((key) => {
    const row = rows.get(key);
    return row ? toDto(row) : defaultOf(key);
  });
};

/** Replaces one page's words (sections already sanitised by the caller). */
export const upsertSitePage = async (db: DbOrTx, input: SitePageInput, uid: number, now: Date): Promise<SitePage> => {
  const values = {
    title: input.title,
    headline: input.headline,
    intro: input.intro,
    sections: input.sections,
    updatedAt: now,
    updatedByUid: uid,
  };
  const [row] = await db
    .insert(sitePages)
    .values({ key: input.key, ...values })
    .onConflictDoUpdate({ target: sitePages.key, set: values })
    .returning();
  return toDto(row!);
};
