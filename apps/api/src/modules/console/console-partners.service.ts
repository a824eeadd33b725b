import type { ListResult } from '@elevate/contracts/common/envelope';
import type { CompanyPageEdit } from '@elevate/contracts/console/company-page-edit.schema';
import type {
  ConsolePartner,
  ConsolePartnerSummary,
  ConsolePartnersQuery,
} from '@elevate/contracts/console/console-partner.schema';
import { splitList } from '@elevate/contracts/common/format';
import type { Db, DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { managedPartner } from './console-access.ts';
import { assertStoredImages } from './console-images.ts';
import {
  employersOf,
  listConsolePartners,
  toConsolePartner,
  updateCompanyPage,
  type PartnerRow,
} from './console-partners.repository.ts';

/** The console's company list: an employer's own companies; for an admin every company, searchable. */
export const listMyPartners = async (
  db: DbOrTx,
  user: AuthUser,
  q: ConsolePartnersQuery,
): Promise<ListResult<ConsolePartnerSummary>> => {
  const { data, total } = await listConsolePartners(db, {
    memberUid: user.role === 'admin' ? undefined : user.uid,
    search: q.q || undefined,
    limit: q.limit,
    offset: q.offset,
  });
  return list(data, total);
};

const withEmployers = async (db: DbOrTx, partner: PartnerRow): Promise<ConsolePartner> =>
  toConsolePartner(partner, (await employersOf(db, [partner.id])).get(partner.id) ?? []);

export const consolePartner = async (db: DbOrTx, user: AuthUser, partnerId: number): Promise<ConsolePartner> =>
  withEmployers(db, await managedPartner(db, user, partnerId));

/** The images a page currently shows: they may be kept as they are (seeded ones are not in the uploads table). */
const imagesHeldBy = (p: PartnerRow): Set<string> =>
  new Set([p.logoPath, p.bannerImageUrl, ...splitList(p.galleryImageUrls)].filter((v): v is string => !!v));

/**
 * Saves the company page in one transaction. Key highlights are sanitised (the page renders them as HTML);
 * new images must be completed uploads. The console's writes clear the rendered public pages (clearPublicPagesAfterWrite, console.routes.ts).
 */
export const saveCompanyPage = async (
  db: Db,
  user: AuthUser,
  partnerId: number,
  edit: CompanyPageEdit,
): Promise<ConsolePartner> =>
  db.transaction(async (tx) => {
    const current = await managedPartner(tx, user, partnerId);
    await assertStoredImages(
      tx,
      [
        ...(edit.partnerLogoPath ? [{ field: 'partnerLogoPath', path: edit.partnerLogoPath }] : []),
        ...(edit.bannerImageUrl ? [{ field: 'bannerImageUrl', path: edit.bannerImageUrl }] : []),
        ...edit.galleryImageUrls.map((path, i) => ({ field: `galleryImageUrls.${i}`, path })),
      ],
      imagesHeldBy(current),
    );
    const keyHighlights = sanitizeRichHtml(edit.keyHighlights);
    const socialLinks = Object.fromEntries(
      Object.entries(edit.partnerSocialLinks).filter((entry): entry is [string, string] => !!entry[1]),
    );
    await updateCompanyPage(tx, partnerId, {
      displayName: edit.partnerDisplayName,
      logoPath: edit.partnerLogoPath,
      bannerImageUrl: edit.bannerImageUrl,
      description: edit.partnerDescription,
      galleryImageUrls: edit.galleryImageUrls.length > 0 ? edit.galleryImageUrls.join(',') : null,
      keyHighlights: keyHighlights || null,
      hashtags: edit.hashtags,
      headquarter: edit.headquarter,
      establishmentDate: edit.partnerEstablishmentDate,
      noOfEmployees: edit.noOfEmployees,
      industry: edit.partnerIndustry,
      socialLinks,
    });
    return consolePartner(tx, user, partnerId);
  });
