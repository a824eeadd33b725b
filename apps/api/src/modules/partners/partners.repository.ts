import { and, asc, count, eq } from 'drizzle-orm';
import type { Partner, PartnerCard } from '@elevate/contracts/partners/partner.schema';
import type { DbOrTx } from '../../db/client.ts';
import { partners } from '../../db/schema/partners.ts';

const partnerCardColumns = {
  partnerId: partners.id,
  partnerName: partners.name,
  partnerDisplayName: partners.displayName,
  partnerLogoPath: partners.logoPath,
  customUrl: partners.customUrl,
  partnerIndustry: partners.industry,
};

export const listFeaturedPartners = async (db: DbOrTx, limit: number): Promise<PartnerCard[]> => {
  const rows = await db
    .select(partnerCardColumns)
    .from(partners)
    .where(and(eq(partners.isFeatured, true), eq(partners.isActive, true)))
    .orderBy(asc(partners.displayName))
    .limit(limit);
  return rows;
};

export const listPartnerUrls = async (db: DbOrTx) =>
  db
    .select({ customUrl: partners.customUrl, updatedAt: partners.createdAt })
    .from(partners)
    .where(eq(partners.isActive, true));

type PartnerRow = typeof partners.$inferSelect;

/** A partner row as the contract's Partner (the company page record). */
export const toPartner = (p: PartnerRow): Partner => ({
  partnerId: p.id,
  partnerName: p.name,
  partnerDisplayName: p.displayName,
  partnerLogoPath: p.logoPath,
  customUrl: p.customUrl,
  partnerIndustry: p.industry,
  bannerImageUrl: p.bannerImageUrl,
  partnerDescription: p.description,
  galleryImageUrls: p.galleryImageUrls,
  keyHighlights: p.keyHighlights,
  hashtags: p.hashtags,
  headquarter: p.headquarter,
  partnerEstablishmentDate: p.establishmentDate,
  noOfEmployees: p.noOfEmployees,
  partnerSocialLinks: p.socialLinks,
});

/** The active company with this custom URL, or null (an inactive company has no public page). */
export const findActivePartnerByCustomUrl = async (db: DbOrTx, customUrl: string): Promise<Partner | null> => {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.customUrl, customUrl), eq(partners.isActive, true)))
    .limit(1);
  return row ? toPartner(row) : null;
};

export const isActivePartner = async (db: DbOrTx, partnerId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.isActive, true)))
    .limit(1);
  return row !== undefined;
};

/** Active companies as cards, by display name, with the total for paging. */
export const listActivePartnerCards = async (
  db: DbOrTx,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ data: PartnerCard[]; totalRecordCount: number }> => {
  const where = eq(partners.isActive, true);
  const [data, [total]] = await Promise.all([
    db
      .select(partnerCardColumns)
      .from(partners)
      .where(where)
      .orderBy(asc(partners.displayName), asc(partners.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(partners).where(where),
  ]);
  return { data, totalRecordCount: total?.n ?? 0 };
};
