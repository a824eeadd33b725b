import type { ListResult } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { ConsoleDrillMessages } from '@elevate/contracts/console/console-drill.messages';
import {
  checklistComplete,
  drillChecklistOf,
  drillSlugOf,
  type ConsoleDrill,
  type ConsoleDrillSummary,
  type DrillChecklistItem,
  type DrillCustUrlCheck,
  type DrillWrite,
} from '@elevate/contracts/console/console-drill.schema';
import { CUSTOM_URL_MAX } from '@elevate/contracts/console/console-partner.schema';
import { DRILL_AUDIENCES, DRILL_NATURES, DRILL_PROGRAM_TYPES } from '@elevate/contracts/drills/drill.constants';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { list } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireHostedDrill } from '../drills/drill-access.ts';
import { toDrillDetail } from '../drills/drills.repository.ts';
import { managedPartner } from './console-access.ts';
import { assertStoredImages } from './console-images.ts';
import {
  custUrlHolder,
  insertDrill,
  listPartnerDrills,
  phaseCountOf,
  registrationsOf,
  setDrillPublished,
  takenCustUrlsLike,
  updateDrill,
  type DrillRow,
  type DrillValues,
} from './console-drills.repository.ts';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

const custUrlTaken = () =>
  new AppError(ErrorCode.CONFLICT, ConsoleDrillMessages.custUrlTaken, { custUrl: ConsoleDrillMessages.custUrlTaken });

/** Stored values from the validated form: every rich text sanitised on its way in. */
const drillValuesOf = (body: DrillWrite): DrillValues & ChecklistSource => ({
  programType: body.programType,
  name: body.name,
  custUrl: body.custUrl,
  logoUrl: body.logoUrl,
  bannerUrl: body.bannerUrl,
  partnerName: body.partnerName,
  location: body.location,
  purpose: body.purpose,
  nature: body.nature,
  startDt: new Date(body.startDt),
  registrationEndDt: new Date(body.registrationEndDt),
  endDt: new Date(body.endDt),
  teamMin: body.teamMin,
  teamMax: body.teamMax,
  totalPrizeValue: body.totalPrizeValue,
  prizes: body.prizes,
  registrationCountVisible: body.registrationCountVisible,
  description: sanitizeRichHtml(body.description),
  eligibility: sanitizeRichHtml(body.eligibility),
  guidelines: sanitizeRichHtml(body.guidelines),
  domain: body.domain,
  industry: body.industry,
  audience: body.audience,
  schedule: body.schedule,
  socialLinks: body.socialLinks,
  faqs: body.faqs,
});

const imageFields = (body: DrillWrite) => [
  ...(body.logoUrl ? [{ field: 'logoUrl', path: body.logoUrl }] : []),
  ...(body.bannerUrl ? [{ field: 'bannerUrl', path: body.bannerUrl }] : []),
];

type ChecklistSource = Pick<
  DrillRow,
  'description' | 'eligibility' | 'logoUrl' | 'startDt' | 'registrationEndDt' | 'endDt' | 'totalPrizeValue' | 'prizes'
>;

const checklistOfRow = (d: ChecklistSource, phaseCount: number): DrillChecklistItem[] =>
  drillChecklistOf({
    description: d.description,
    eligibility: d.eligibility,
    logoUrl: d.logoUrl,
    phaseCount,
    startDt: d.startDt.toISOString(),
    registrationEndDt: d.registrationEndDt.toISOString(),
    endDt: d.endDt.toISOString(),
    totalPrizeValue: d.totalPrizeValue,
    prizeCount: d.prizes.length,
  });

/** 400 with each missing item as a field (`checklist.logo`: 'Upload a logo'), so the form can list them. */
const checklistError = (message: string, items: DrillChecklistItem[]) =>
  new AppError(
    ErrorCode.VALIDATION,
    message,
    Object.fromEntries(items.filter((i) => !i.done).map((i) => [`checklist.${i.key}`, i.label])),
  );

const toConsoleDrill = async (db: DbOrTx, d: DrillRow): Promise<ConsoleDrill> => {
  const [phaseCount, registrations] = await Promise.all([phaseCountOf(db, d.id), registrationsOf(db, [d.id])]);
  return {
    drillId: d.id,
    partnerId: d.partnerId,
    programType: oneOf(DRILL_PROGRAM_TYPES, d.programType, 'hackathon'),
    name: d.name,
    custUrl: d.custUrl,
    logoUrl: d.logoUrl,
    bannerUrl: d.bannerUrl,
    partnerName: d.partnerName,
    location: d.location,
    purpose: d.purpose,
    nature: oneOf(DRILL_NATURES, d.nature, 'online'),
    startDt: d.startDt.toISOString(),
    registrationEndDt: d.registrationEndDt.toISOString(),
    endDt: d.endDt.toISOString(),
    teamMin: d.teamMin,
    teamMax: d.teamMax,
    totalPrizeValue: d.totalPrizeValue,
    prizes: d.prizes.map((p) => ({ title: p.title, value: p.value, description: p.description ?? '' })),
    registrationCountVisible: d.registrationCountVisible,
    description: d.description,
    eligibility: d.eligibility,
    guidelines: d.guidelines,
    domain: d.domain,
    industry: d.industry,
    audience: oneOf(DRILL_AUDIENCES, d.audience, 'everyone'),
    schedule: d.schedule.map((s) => ({ start: s.start, end: s.end, title: s.title, desc: s.desc ?? '' })),
    socialLinks: d.socialLinks,
    faqs: d.faqs,
    isPublished: d.isPublished,
    overviewSectionComplete: d.overviewSectionComplete,
    checklist: checklistOfRow(d, phaseCount),
    phaseCount,
    registrations: registrations.get(d.id) ?? 0,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
};

/** A company's hackathons for its console: drafts and published, with dates and registrations. */
export const listDrillsOfPartner = async (
  db: DbOrTx,
  user: AuthUser,
  partnerId: number,
  q: { limit: number; offset: number },
): Promise<ListResult<ConsoleDrillSummary>> => {
  await managedPartner(db, user, partnerId);
  const { rows, total } = await listPartnerDrills(db, { partnerId, ...q });
  const registrations = await registrationsOf(
    db,
    rows.map((r) => r.id),
  );
  return list(
    rows.map((d) => ({
      drillId: d.id,
      name: d.name,
      custUrl: d.custUrl,
      logoUrl: d.logoUrl,
      programType: oneOf(DRILL_PROGRAM_TYPES, d.programType, 'hackathon'),
      isPublished: d.isPublished,
      overviewSectionComplete: d.overviewSectionComplete,
      startDt: d.startDt.toISOString(),
      registrationEndDt: d.registrationEndDt.toISOString(),
      endDt: d.endDt.toISOString(),
      registrations: registrations.get(d.id) ?? 0,
      updatedAt: d.updatedAt.toISOString(),
    })),
    total,
  );
};

/**
 * Creates a hackathon for a company the caller manages, as an unpublished draft (nobody but its hosts sees it
 * until it is published). A custom URL another hackathon holds answers 409 with the field named.
 */
export const createDrill = async (
  db: Db,
  user: AuthUser,
  body: DrillWrite & { partnerId: number },
): Promise<ConsoleDrill> =>
  db.transaction(async (tx) => {
    await managedPartner(tx, user, body.partnerId);
    await assertStoredImages(tx, imageFields(body), new Set());
    const values = drillValuesOf(body);
    const row = await insertDrill(tx, {
      ...values,
      partnerId: body.partnerId,
      createdBy: user.uid,
      isPublished: false,
      overviewSectionComplete: checklistComplete(checklistOfRow(values, 0)),
    });
    if (!row) throw custUrlTaken();
    return toConsoleDrill(tx, row);
  });

export const getHostedDrill = async (db: DbOrTx, user: AuthUser, drillId: number): Promise<ConsoleDrill> =>
  toConsoleDrill(db, await requireHostedDrill(db, user, drillId));

/**
 * Saves every field. The checklist is stored with it (overviewSectionComplete); a published hackathon must
 * stay complete, so participants never see one with its description or phases gone: such a save is refused
 * with the missing items, and the host completes them or unpublishes first.
 */
export const editDrill = async (db: Db, user: AuthUser, drillId: number, body: DrillWrite): Promise<ConsoleDrill> => {
  try {
    return await db.transaction(async (tx) => {
      const current = await requireHostedDrill(tx, user, drillId);
      const held = new Set([current.logoUrl, current.bannerUrl].filter((p): p is string => !!p));
      await assertStoredImages(tx, imageFields(body), held);
      if ((await custUrlHolder(tx, body.custUrl, drillId)) !== null) throw custUrlTaken();
      const values = drillValuesOf(body);
      const checklist = checklistOfRow(values, await phaseCountOf(tx, drillId));
      const complete = checklistComplete(checklist);
      if (current.isPublished && !complete) throw checklistError(ConsoleDrillMessages.saveWouldUnlist, checklist);
      await updateDrill(tx, drillId, { ...values, overviewSectionComplete: complete });
      return getHostedDrill(tx, user, drillId);
    });
  } catch (err) {
    // Two hosts saving the same custom URL at once: the unique index decides, the loser hears why.
    if (uniqueViolationOf(err) !== null) throw custUrlTaken();
    throw err;
  }
};

/** Publishes when the checklist is complete; otherwise 400 with what is missing. */
export const publishDrill = async (db: Db, user: AuthUser, drillId: number): Promise<ConsoleDrill> =>
  db.transaction(async (tx) => {
    const current = await requireHostedDrill(tx, user, drillId);
    const checklist = checklistOfRow(current, await phaseCountOf(tx, drillId));
    const complete = checklistComplete(checklist);
    if (!complete) {
      await updateDrill(tx, drillId, { overviewSectionComplete: false });
      throw checklistError(ConsoleDrillMessages.publishBlocked, checklist);
    }
    await updateDrill(tx, drillId, { overviewSectionComplete: true });
    await setDrillPublished(tx, drillId, true);
    return getHostedDrill(tx, user, drillId);
  });

/** Hides a hackathon from participants again (search, its page); registrations stay as they are. */
export const unpublishDrill = async (db: Db, user: AuthUser, drillId: number): Promise<ConsoleDrill> =>
  db.transaction(async (tx) => {
    await requireHostedDrill(tx, user, drillId);
    await setDrillPublished(tx, drillId, false);
    return getHostedDrill(tx, user, drillId);
  });

/** The hackathon exactly as participants will see it on /drills/{id}, published or not (the drills module's mapping). */
export const previewDrill = async (db: DbOrTx, user: AuthUser, drillId: number, now: Date): Promise<DrillDetail> =>
  toDrillDetail(db, await requireHostedDrill(db, user, drillId), now);

/** The first of `base`, `base-2`, `base-3`… that no other hackathon holds. */
const firstFree = async (db: DbOrTx, base: string, excludeId?: number): Promise<string> => {
  const taken = await takenCustUrlsLike(db, base, excludeId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, CUSTOM_URL_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
};

/**
 * Is this custom URL free? The hackathon being edited (`excludeId`, which must be one the caller hosts) does
 * not count against its own URL. The suggestion is a free URL: the one asked when free, else one from the name.
 */
export const checkCustUrl = async (
  db: DbOrTx,
  user: AuthUser,
  q: { custUrl?: string; name?: string; excludeId?: number },
): Promise<DrillCustUrlCheck> => {
  if (q.excludeId !== undefined) await requireHostedDrill(db, user, q.excludeId);
  const available = q.custUrl === undefined ? false : (await custUrlHolder(db, q.custUrl, q.excludeId)) === null;
  const suggestion =
    q.custUrl !== undefined && available
      ? q.custUrl
      : await firstFree(db, q.name ? drillSlugOf(q.name) : (q.custUrl ?? 'hackathon'), q.excludeId);
  return { custUrl: q.custUrl ?? null, available, suggestion };
};
