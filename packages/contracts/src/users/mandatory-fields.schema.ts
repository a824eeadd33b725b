import { z } from 'zod';
import { AuthMessages } from '../auth/auth.messages.ts';
import { CONTACT_NUMBER_LENGTH, EDUCATION_LEVELS } from '../common/constants.ts';
import { Messages } from '../common/messages.ts';
import { requiredText } from '../common/validators.ts';
import type { UploadPurpose } from '../uploads/upload.schema.ts';

/**
 * What a profile must hold before its owner can apply to a job (users/{id}/mandatoryfields): a contact
 * number, the current city, the highest qualification and a resume (a PDF). The labels are the form's.
 */
export const MANDATORY_FIELDS = ['ucontact', 'currentCity', 'highestQualification', 'resume'] as const;
export type MandatoryField = (typeof MANDATORY_FIELDS)[number];

export const MandatoryFieldLabels: Record<MandatoryField, string> = {
  ucontact: 'Contact Number',
  currentCity: 'Current City',
  highestQualification: 'Highest Qualification',
  resume: 'Resume',
};

export const CURRENT_CITY_MAX_LENGTH = 100;
/** The upload purpose (s3/pre-signed) of a resume: private, PDF only. */
export const RESUME_UPLOAD_PURPOSE = 'resume' satisfies UploadPurpose;
export const RESUME_FILE_NAME_MAX_LENGTH = 200;

export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The same contact rule as signup (spec §5): exactly ten digits. */
export const MandatoryContactSchema = z
  .string({ error: Messages.mandatoryField(MandatoryFieldLabels.ucontact) })
  .trim()
  .min(1, Messages.mandatoryField(MandatoryFieldLabels.ucontact))
  .regex(new RegExp(`^\\d{${CONTACT_NUMBER_LENGTH}}$`), AuthMessages.contactDigits);

/**
 * POST users/{id}/mandatoryfields. `resumeKey` names a finished upload of purpose resume (s3/pre-signed);
 * left out, the resume already on the profile stays.
 */
export const MandatoryFieldsBodySchema = z.object({
  ucontact: MandatoryContactSchema,
  currentCity: requiredText(MandatoryFieldLabels.currentCity, CURRENT_CITY_MAX_LENGTH),
  highestQualification: z.enum(EDUCATION_LEVELS, { error: Messages.invalidValue }),
  resumeKey: z.string().trim().min(1, Messages.selectFile).max(300).optional(),
});
export type MandatoryFieldsBody = z.input<typeof MandatoryFieldsBodySchema>;

/** The form in the browser: the same rules; the resume is a file chosen there, checked by the form. */
export const MandatoryFieldsFormSchema = MandatoryFieldsBodySchema.omit({ resumeKey: true });
export type MandatoryFieldsForm = z.input<typeof MandatoryFieldsFormSchema>;

export const MandatoryFieldsSchema = z.object({
  ucontact: z.string().nullable(),
  currentCity: z.string().nullable(),
  highestQualification: z.enum(EDUCATION_LEVELS).nullable(),
  resumeFileName: z.string().nullable(),
  /** The fields still empty, in form order; an application needs none missing. */
  missing: z.array(z.enum(MANDATORY_FIELDS)),
  complete: z.boolean(),
});
export type MandatoryFields = z.infer<typeof MandatoryFieldsSchema>;

export const UserIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be a positive number')
    .max(2_147_483_647, 'id is not valid'),
});

/** The message of a refused application: which fields to complete. */
export const missingFieldsMessage = (missing: readonly MandatoryField[]): string =>
  `Complete your profile to apply: add your ${missing.map((f) => MandatoryFieldLabels[f]).join(', ')}.`;
