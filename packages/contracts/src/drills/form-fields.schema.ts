import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import {
  isAadhaar,
  isFloat,
  isIndianMobile,
  isInteger,
  isPan,
  isUrl,
  normaliseMobile,
  parseDayMonthYear,
} from '../common/validators.ts';

/**
 * Form field types of spec §3, used by a hackathon's registration questions (`drill/{id}/participant/fields`)
 * and its phases' submission forms (`drills/{id}/submissionFields`). `File` (a document such as a PDF, deck or
 * zip in the private store) is ours: a solution needs more than an image (docs/decisions/030).
 */
export const FORM_FIELD_TYPES = [
  'Email',
  'Mobile',
  'Integer',
  'Float',
  'Pan',
  'Adhar',
  'Password',
  'Date',
  'Select',
  'Text',
  'URL',
  'MUISelect',
  'ImgFile',
  'Editor',
  'File',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Types whose answer is an upload key (`s3/pre-signed` with the purpose below). */
export const FILE_FIELD_TYPES: readonly FormFieldType[] = ['ImgFile', 'File'];
export const FORM_TEXT_MAX = 2000;
export const FORM_EDITOR_MAX = 20_000;

export const FormFieldDefinitionSchema = z.object({
  /** Stable key of the answer (letters, digits, underscore), unique within one form. */
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
  label: z.string().trim().min(1).max(120),
  type: z.enum(FORM_FIELD_TYPES),
  required: z.boolean().default(false),
  /** Choices of Select (one) and MUISelect (several). */
  options: z.array(z.string().trim().min(1).max(120)).max(100).optional(),
  placeholder: z.string().max(200).optional(),
  helpText: z.string().max(300).optional(),
  /** Text and Editor: the longest answer in characters. */
  maxLength: z.number().int().positive().max(FORM_EDITOR_MAX).optional(),
});
export type FormFieldDefinition = z.infer<typeof FormFieldDefinitionSchema>;

/** Answers by field key: text for most types, numbers for Integer/Float, a list for MUISelect. */
export type FormAnswerValue = string | number | string[] | null;
export type FormAnswers = Record<string, FormAnswerValue>;

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** A number typed as text or sent as a number: one message for whatever is not one. */
const numeric = (check: (v: string) => boolean, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: message }).trim().refine(check, message).transform(Number),
  );

/** The schema of one field's answer (before the required check). */
const answerSchemaOf = (f: FormFieldDefinition): z.ZodType<FormAnswerValue> => {
  const options = f.options ?? [];
  switch (f.type) {
    case 'Email':
      return text(254).pipe(z.email(Messages.invalidEmailId));
    case 'Mobile':
      return z.string().trim().refine(isIndianMobile, Messages.invalidMobile).transform(normaliseMobile);
    case 'Integer':
      return numeric(isInteger, `${f.label} must be a whole number`);
    case 'Float':
      return numeric(isFloat, `${f.label} must be a number`);
    case 'Pan':
      return z.string().trim().toUpperCase().refine(isPan, `${f.label} must be a valid PAN (for example ABCDE1234F)`);
    case 'Adhar':
      return z
        .string()
        .refine(isAadhaar, `${f.label} must be 12 digits`)
        .transform((v) => v.replace(/\s/g, ''));
    case 'Password':
      return text(200);
    case 'Date':
      return z
        .string()
        .trim()
        .refine((v) => parseDayMonthYear(v) !== null, `${f.label} must be a real date written as dd-mm-yyyy`);
    case 'Select':
      return z.string().refine((v) => options.includes(v), `Choose one of the options for ${f.label}`);
    case 'MUISelect':
      return z
        .array(z.string())
        .max(options.length || 100)
        .refine((vs) => vs.every((v) => options.includes(v)), `Choose from the options for ${f.label}`);
    case 'URL':
      return text(2000).refine(isUrl, `${f.label} must be a link starting with http:// or https://`);
    case 'ImgFile':
    case 'File':
      return z.string().trim().min(1).max(300);
    case 'Editor':
      return text(f.maxLength ?? FORM_EDITOR_MAX);
    case 'Text':
      return text(f.maxLength ?? FORM_TEXT_MAX);
  }
};

/**
 * The zod schema of a whole form's answers, built from its definitions: the browser validates with it and
 * the server validates the same answers with it again. Unknown keys are dropped; blank optional answers
 * become null. `partial` (drafts) skips the required check.
 */
export const answersSchemaOf = (fields: readonly FormFieldDefinition[], opts: { partial?: boolean } = {}) =>
  z.record(z.string(), z.unknown()).transform((raw, ctx): FormAnswers => {
    const out: FormAnswers = {};
    for (const f of fields) {
      const value = raw[f.key];
      if (isBlank(value)) {
        if (f.required && !opts.partial)
          ctx.addIssue({ code: 'custom', path: [f.key], message: Messages.mandatoryField(f.label) });
        out[f.key] = null;
        continue;
      }
      const parsed = answerSchemaOf(f).safeParse(value);
      if (parsed.success) out[f.key] = parsed.data;
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({
            code: 'custom',
            path: [f.key],
            message: issue.message.startsWith('must') ? `${f.label} ${issue.message}` : issue.message,
          });
    }
    return out;
  });

/** Upload keys named by a form's file answers (the server checks each belongs to the caller). */
export const fileKeysOf = (fields: readonly FormFieldDefinition[], answers: FormAnswers): string[] =>
  fields
    .filter((f) => FILE_FIELD_TYPES.includes(f.type))
    .map((f) => answers[f.key])
    .filter((v): v is string => typeof v === 'string' && v.length > 0);
