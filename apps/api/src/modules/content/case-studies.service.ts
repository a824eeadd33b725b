import type { CaseStudyEditable, CaseStudyInput } from '@elevate/contracts/content/case-studies.schema';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { CUST_URL_MAX } from '@elevate/contracts/blogs/blogs.constants';
import { slugify } from '@elevate/contracts/console/console-partner.schema';
import type { Db } from '../../db/client.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isSafeImageSrc, sanitizeArticleHtml } from '../../lib/sanitize-html.ts';
import {
  type CaseStudyWrite,
  custUrlsLike,
  deleteCaseStudy,
  findCaseStudyById,
  insertCaseStudy,
  updateCaseStudy,
} from './case-studies.repository.ts';

const custUrlTaken = () =>
  new AppError(ErrorCode.CONFLICT, ContentMessages.custUrlTaken, { custUrl: ContentMessages.custUrlTaken });
/** A story's cover, like a post's: one of our uploads or an https picture. */
const COVER_MESSAGE = 'Use an uploaded picture or an https:// address';
const caseStudyNotFound = () => notFound(ContentMessages.caseStudyNotFound);

/** The first free address made from the title: `title`, `title-2`, `title-3`... */
const freeCustUrl = async (db: Db, title: string): Promise<string> => {
  const base = slugify(title, CUST_URL_MAX - 6) || 'story';
  const taken = new Set(await custUrlsLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
};

/** A published story without a date is published now; an earlier date is kept when it is saved again. */
const writeOf = async (
  db: Db,
  input: CaseStudyInput,
  now: Date,
  existing?: CaseStudyEditable,
): Promise<CaseStudyWrite> => {
  const cover = input.coverImageUrl?.trim() || null;
  if (cover && !isSafeImageSrc(cover)) {
    throw new AppError(ErrorCode.VALIDATION, COVER_MESSAGE, { coverImageUrl: COVER_MESSAGE });
  }
  // Without an explicit address a saved story keeps its own (links to it keep working).
  const custUrl = input.custUrl ?? existing?.custUrl ?? (await freeCustUrl(db, input.title));
  const publishedAt = input.publishedAt
    ? new Date(input.publishedAt)
    : input.status === 'published'
      ? existing?.publishedAt
        ? new Date(existing.publishedAt)
        : now
      : null;
  return { ...input, custUrl, coverImageUrl: cover, bodyHtml: sanitizeArticleHtml(input.bodyHtml), publishedAt };
};

/** Saves, turning a taken address (by a check or a race) into custUrlTaken. */
const saving = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw custUrlTaken();
    throw err;
  }
};

export const createCaseStudy = async (db: Db, input: CaseStudyInput, authorUid: number, now: Date) => {
  const write = await writeOf(db, input, now);
  const id = await saving(() => insertCaseStudy(db, write, authorUid));
  return (await findCaseStudyById(db, id))!;
};

export const changeCaseStudy = async (db: Db, id: number, input: CaseStudyInput, now: Date) => {
  const existing = await findCaseStudyById(db, id);
  if (!existing) throw caseStudyNotFound();
  const write = await writeOf(db, input, now, existing);
  await saving(() => updateCaseStudy(db, id, write, now));
  return (await findCaseStudyById(db, id))!;
};

export const manageCaseStudy = async (db: Db, id: number) => {
  const found = await findCaseStudyById(db, id);
  if (!found) throw caseStudyNotFound();
  return found;
};

export const removeCaseStudy = async (db: Db, id: number) => {
  if (!(await deleteCaseStudy(db, id))) throw caseStudyNotFound();
};
