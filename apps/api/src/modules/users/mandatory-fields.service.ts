import { EDUCATION_LEVELS } from '@elevate/contracts/common/constants';
import { Messages } from '@elevate/contracts/common/messages';
import {
  MandatoryFieldLabels,
  type EducationLevel,
  type MandatoryField,
  type MandatoryFields,
  type MandatoryFieldsBody,
} from '@elevate/contracts/users/mandatory-fields.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ownResumeUpload } from './documents.service.ts';
import {
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

export const saveMandatoryFields = async (
  db: Db,
  userId: number,
  body: MandatoryFieldsBody,
  now: Date,
): Promise<MandatoryFields> =>
  db.transaction(async (tx) => {
    const resume = body.resumeKey ? await ownResumeUpload(tx, userId, body.resumeKey, 'resumeKey') : undefined;
    await writeMandatoryFields(tx, userId, {
      contact: body.ucontact,
      currentCity: body.currentCity,
      highestQualification: body.highestQualification,
      resume,
      now,
    });
    return getMandatoryFields(tx, userId);
  });
