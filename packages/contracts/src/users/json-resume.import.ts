import type { z } from 'zod';
import type { JsonResumeAccount } from './json-resume.export.ts';
import { Gaps, reportUnknownKeys } from './json-resume.gaps.ts';
import { importPersonal } from './json-resume.import-personal.ts';
import {
  importEducation,
  importOther,
  importProjects,
  importSkills,
  importWork,
} from './json-resume.import-sections.ts';
import type { JsonResume, Unmapped } from './json-resume.ts';
import {
  EducationEntryBodySchema,
  MAX_SECTION_ENTRIES,
  OtherEntryBodySchema,
  ProjectEntryBodySchema,
  WorkEntryBodySchema,
  type CompleteProfileBody,
} from './profile.schema.ts';

/**
 * A JSON Resume read into the profile (POST users/profile/import; docs/decisions/025). An item whose standard
 * fields are still exactly what its `x-elevate` record exports to is taken as that record, so our own export
 * comes back without loss. Any other item is read from its standard fields; whatever has no place in the
 * profile, or breaks one of its rules, is listed as unmapped with the reason, never dropped silently.
 */

const issueText = (error: z.ZodError): string =>
  error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`).join('; ');

/** Keeps entries that pass their section's rules; a refused one is reported with the rule it broke. */
const keepValid = <T>(
  gaps: Gaps,
  section: string,
  entries: Array<{ path: string; entry: T }>,
  schema: z.ZodType,
  what: string,
): T[] => {
  const kept: T[] = [];
  for (const { path, entry } of entries) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) gaps.add(path, `${issueText(parsed.error)} (this ${what} was not imported)`);
    else if (kept.length >= MAX_SECTION_ENTRIES)
      gaps.add(path, `The ${section} section holds at most ${MAX_SECTION_ENTRIES} entries.`);
    else kept.push(entry);
  }
  return kept;
};

/**
 * A JSON Resume as the whole profile (POST users/profile/import), and what of it could not be kept. Entries
 * that break the profile's rules are left out and listed; the rest pass CompleteProfileBodySchema.
 */
export const jsonResumeToProfile = (
  json: JsonResume,
  account?: JsonResumeAccount,
): { body: CompleteProfileBody; unmapped: Unmapped[] } => {
  const gaps = new Gaps();
  reportUnknownKeys(json, gaps);
  const personal = importPersonal(json, gaps, account);
  const work = keepValid(gaps, 'work', importWork(json, gaps), WorkEntryBodySchema, 'job');
  const education = keepValid(gaps, 'education', importEducation(json, gaps), EducationEntryBodySchema, 'education');
  const project = keepValid(gaps, 'projects', importProjects(json, gaps), ProjectEntryBodySchema, 'project');
  const other = keepValid(gaps, 'other', importOther(json, gaps), OtherEntryBodySchema, 'entry');
  const skill = importSkills(json, gaps);
  (json.references ?? []).forEach((_r, i) =>
    gaps.add(`references[${i}]`, 'References name other people, so the profile does not keep them.'),
  );
  return { body: { personal, education, work, project, skill, other }, unmapped: gaps.list };
};
