import { ApplicationMessages } from '@elevate/contracts/applications/application.messages';
import { EDUCATION_LEVELS } from '@elevate/contracts/common/constants';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { Messages } from '@elevate/contracts/common/messages';
import { isResumeFile } from '@elevate/contracts/common/validators';
import {
  MandatoryFieldLabels,
  RESUME_UPLOAD_PURPOSE,
  type EducationLevel,
  type MandatoryField,
  type MandatoryFields,
  type MandatoryFieldsBody,
} from '@elevate/contracts/users/mandatory-fields.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  findUpload,
  readMandatoryFields,
  writeMandatoryFields,
  type StoredMandatoryFields,
} from './mandatory-fields.repository.ts';

const asEducationLevel = (value: string | null): EducationLevel | null =>
  value !== null && (EDUCATION_LEVELS as readonly string[]).includes(value) ? (value as EducationLevel) : null;

const blank = (value: string | null) => value === null || value.trim() === '';

export const toMandatoryFields = (stored: StoredMandatoryFields): MandatoryFields => {
  const fields = {
    ucontact: stored.contact,
    currentCity: stored.currentCity,
    highestQualification: asEducationLevel(stored.highestQualification),
    resumeFileName: stored.resumeKey ? stored.resumeFileName : null,
  };
  const missing: MandatoryField[] = [];
  if (blank(fields.ucontact)) missing.push('ucontact');
  if (blank(fields.currentCity)) missing.push('currentCity');
  if (fields.highestQualification === null) missing.push('highestQualification');
  if (!stored.resumeKey) missing.push('resume');
  return { ...fields, missing, complete: missing.length === 0 };
};

/** One field message per missing field, in the spec's words ('{field} is mandatory field !'). */
export const missingFieldMessages = (missing: readonly MandatoryField[]): Record<string, string> =>
  Object.fromEntries(missing.map((f) => [f, Messages.mandatoryField(MandatoryFieldLabels[f])]));

export const getMandatoryFields = async (db: DbOrTx, userId: number): Promise<MandatoryFields> => {
  const stored = await readMandatoryFields(db, userId);
  if (!stored) throw notFound('We could not find this account.');
  return toMandatoryFields(stored);
};

/** The resume the profile is about to point at: the caller's own finished PDF upload of purpose resume. */
const resumeUpload = async (db: DbOrTx, userId: number, key: string) => {
  const upload = await findUpload(db, key);
  // Someone else's key gets the same answer as a missing one: keys are not for probing.
  if (!upload || upload.ownerUid !== userId || upload.purpose !== RESUME_UPLOAD_PURPOSE || !upload.uploadedAt) {
    throw new AppError(ErrorCode.VALIDATION, ApplicationMessages.resumeNotFound, {
      resumeKey: ApplicationMessages.resumeNotFound,
    });
  }
  if (!isResumeFile(upload.fileName) || (upload.contentType !== null && upload.contentType !== 'application/pdf')) {
    throw new AppError(ErrorCode.VALIDATION, ApplicationMessages.resumeNotPdf, {
      resumeKey: ApplicationMessages.resumeNotPdf,
    });
  }
  return { key, fileName: upload.fileName };
};

export const saveMandatoryFields = async (
  db: Db,
  userId: number,
  body: MandatoryFieldsBody,
  now: Date,
): Promise<MandatoryFields> =>
  db.transaction(async (tx) => {
    const resume = body.resumeKey ? await resumeUpload(tx, userId, body.resumeKey) : undefined;
    await writeMandatoryFields(tx, userId, {
      contact: body.ucontact,
      currentCity: body.currentCity,
      highestQualification: body.highestQualification,
      resume,
      now,
    });
    return getMandatoryFields(tx, userId);
  });
