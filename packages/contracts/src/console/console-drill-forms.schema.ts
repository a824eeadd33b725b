import { z } from 'zod';
import { idOf } from '../common/query-params.ts';
import { DRILL_PHASE_KINDS } from '../drills/drill.constants.ts';
import {
  FORM_EDITOR_MAX,
  FORM_TEXT_MAX,
  FormFieldDefinitionSchema,
  type FormFieldDefinition,
  type FormFieldType,
} from '../drills/form-fields.schema.ts';
import { DrillFormsMessages as M } from './console-drill-forms.messages.ts';

/** Limits of the host's form builder, phases and problem statements. */
export const FORM_FIELDS_MAX = 50;
export const FIELD_KEY_MAX = 40;
export const PHASE_NAME_MAX = 80;
export const PHASE_DESCRIPTION_MAX = 20_000;
export const PHASES_MAX = 10;
export const STATEMENT_TITLE_MAX = 200;
export const STATEMENT_DESCRIPTION_MAX = 20_000;
export const STATEMENTS_MAX = 100;

/** Field types that take options (Select: one; MUISelect: several). */
export const CHOICE_FIELD_TYPES: readonly string[] = ['Select', 'MUISelect'];
/** Field types that take a longest answer, and its ceiling. */
const MAX_LENGTH_OF: Partial<Record<string, number>> = { Text: FORM_TEXT_MAX, Editor: FORM_EDITOR_MAX };

/** What the builder shows for each type (spec §3 names stay the stored values). */
export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  Text: 'Short text',
  Editor: 'Long text',
  Email: 'Email',
  Mobile: 'Mobile number',
  Integer: 'Whole number',
  Float: 'Number with decimals',
  Date: 'Date',
  URL: 'Link',
  Select: 'Select (one option)',
  MUISelect: 'Multi-select (several options)',
  Pan: 'PAN',
  Adhar: 'Aadhaar',
  Password: 'Password',
  ImgFile: 'Image upload',
  File: 'File upload',
};

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/**
 * One question as the host sends it: a FormFieldDefinition whose key may be left out (new fields; the server
 * makes one from the label). Strict: an unknown property is a typo, not something to store silently.
 */
export const FormFieldDraftSchema = FormFieldDefinitionSchema.extend({
  key: z.string().regex(KEY_PATTERN, M.keyFormat).optional(),
}).strict();
export type FormFieldDraft = z.input<typeof FormFieldDraftSchema>;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A whole form: at most FORM_FIELDS_MAX fields with distinct labels and keys; options only on choice fields,
 * at least one and none twice; a longest answer only on Text and Editor, within their ceilings.
 */
export const FormFieldsBodySchema = z
  .object({ fields: z.array(FormFieldDraftSchema).max(FORM_FIELDS_MAX, M.tooManyFields(FORM_FIELDS_MAX)) })
  .strict()
  .superRefine(({ fields }, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path: ['fields', ...path], message });
    fields.forEach((f, i) => {
      if (fields.findIndex((g) => sameText(g.label, f.label)) < i) issue([i, 'label'], M.labelTaken(f.label));
      if (f.key !== undefined && fields.findIndex((g) => g.key === f.key) < i) issue([i, 'key'], M.keyTaken(f.key));
      const options = f.options ?? [];
      if (CHOICE_FIELD_TYPES.includes(f.type)) {
        if (options.length === 0) issue([i, 'options'], M.optionsNeeded(f.label));
        options.forEach((o, j) => {
          if (options.findIndex((p) => sameText(p, o)) < j) issue([i, 'options', j], M.optionTaken(f.label, o));
        });
      } else if (f.options !== undefined && options.length > 0) {
        issue([i, 'options'], M.optionsOnlyForSelects(f.label));
      }
      if (f.maxLength !== undefined) {
        const ceiling = MAX_LENGTH_OF[f.type];
        if (ceiling === undefined) issue([i, 'maxLength'], M.maxLengthOnlyForText(f.label));
        else if (f.maxLength > ceiling) issue([i, 'maxLength'], M.maxLengthTooBig(f.label, ceiling));
      }
    });
  });
export type FormFieldsBody = z.input<typeof FormFieldsBodySchema>;

/** A key made from a label ("Graduation year" → graduationYear), never one of `taken` (numbered instead). */
export const fieldKeyOf = (label: string, taken: ReadonlySet<string>): string => {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  let base = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  if (!/^[A-Za-z]/.test(base)) base = `field${base}`;
  base = base.slice(0, FIELD_KEY_MAX - 3);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
};

/**
 * The stored form: every field with its key. Given keys are kept (so answers stay with their question when a
 * label changes); missing ones are made from the label, avoiding the form's keys and `reserved` (keys whose
 * stored answers belong to a removed field, so a new question never inherits someone else's old answers).
 */
export const withKeys = (
  fields: readonly FormFieldDraft[],
  reserved: ReadonlySet<string> = new Set(),
): FormFieldDefinition[] => {
  const taken = new Set([...reserved, ...fields.flatMap((f) => (f.key ? [f.key] : []))]);
  return fields.map((f) => {
    const key = f.key ?? fieldKeyOf(f.label, taken);
    taken.add(key);
    const { options, placeholder, helpText, maxLength } = f;
    return {
      key,
      label: f.label.trim(),
      type: f.type,
      required: f.required ?? false,
      ...(CHOICE_FIELD_TYPES.includes(f.type) && options ? { options: options.map((o) => o.trim()) } : {}),
      ...(placeholder?.trim() ? { placeholder: placeholder.trim() } : {}),
      ...(helpText?.trim() ? { helpText: helpText.trim() } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
    };
  });
};

/** A form as the builder reads it: its fields and how many people have answered it so far. */
export const ConsoleFormSchema = z.object({
  fields: z.array(FormFieldDefinitionSchema),
  /** Registrations (registration form) or submissions (a phase's form) whose answers the form keeps. */
  answeredCount: z.number().int(),
});
export type ConsoleForm = z.infer<typeof ConsoleFormSchema>;

export const ConsoleDrillIdParamsSchema = z.object({ drillId: idOf('drillId') });
export const ConsolePhaseParamsSchema = z.object({ drillId: idOf('drillId'), phaseId: idOf('phaseId') });
export const ConsoleStatementParamsSchema = z.object({ drillId: idOf('drillId'), statementId: idOf('statementId') });

const isoDate = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).transform((v) => new Date(v));

/** A phase as the host writes it. */
export const PhaseWriteSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the phase').max(PHASE_NAME_MAX),
    kind: z.enum(DRILL_PHASE_KINDS, { error: 'Choose whether the phase takes ideas or solutions' }),
    startDt: isoDate('Start'),
    endDt: isoDate('End'),
    description: z.string().max(PHASE_DESCRIPTION_MAX).default(''),
  })
  .strict()
  .refine((p) => p.endDt > p.startDt, { path: ['endDt'], message: M.phaseEndBeforeStart });
export type PhaseWrite = z.input<typeof PhaseWriteSchema>;

export const PHASE_STATES = ['upcoming', 'live', 'ended'] as const;

/** A phase in the host console: its settings, its form, and what participants have done in it. */
export const ConsolePhaseSchema = z.object({
  phaseId: z.number().int(),
  name: z.string(),
  kind: z.enum(DRILL_PHASE_KINDS),
  position: z.number().int(),
  startDt: z.string(),
  endDt: z.string(),
  description: z.string(),
  state: z.enum(PHASE_STATES),
  submissionFields: z.array(FormFieldDefinitionSchema),
  submissionCount: z.number().int(),
});
export type ConsolePhase = z.infer<typeof ConsolePhaseSchema>;

/** The phases in order, with the hackathon's dates the phases must fit in. */
export const ConsolePhasesSchema = z.object({
  hackathonStartDt: z.string(),
  hackathonEndDt: z.string(),
  phases: z.array(ConsolePhaseSchema),
});
export type ConsolePhases = z.infer<typeof ConsolePhasesSchema>;

/** A new order: every id of the hackathon's phases (or statements) once. */
export const PhaseOrderSchema = z.object({ phaseIds: z.array(idOf('phaseId')).max(PHASES_MAX * 10) }).strict();
export const StatementOrderSchema = z
  .object({ statementIds: z.array(idOf('statementId')).max(STATEMENTS_MAX * 10) })
  .strict();

export const ProblemStatementWriteSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the problem statement a title').max(STATEMENT_TITLE_MAX),
    description: z.string().max(STATEMENT_DESCRIPTION_MAX).default(''),
    /** The phase it belongs to; null (or left out) for every phase. */
    phaseId: idOf('phaseId').nullable().default(null),
  })
  .strict();
export type ProblemStatementWrite = z.input<typeof ProblemStatementWriteSchema>;

export const ConsoleProblemStatementSchema = z.object({
  statementId: z.number().int(),
  title: z.string(),
  description: z.string(),
  phaseId: z.number().int().nullable(),
  position: z.number().int(),
  /** Submissions that chose it (such a statement cannot be deleted). */
  submissionCount: z.number().int(),
});
export type ConsoleProblemStatement = z.infer<typeof ConsoleProblemStatementSchema>;
