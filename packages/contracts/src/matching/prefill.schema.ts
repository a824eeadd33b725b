import { z } from 'zod';
import {
  EducationEntryBodySchema,
  ProjectEntryBodySchema,
  SkillNameSchema,
  WorkEntryBodySchema,
} from '../users/profile-entries.schema.ts';
import { PersonalSectionBodySchema } from '../users/profile.schema.ts';
import { MatchingMessages } from './matching.messages.ts';

/**
 * POST user/{id}/resumes/parse/apply: the fields the user reviewed and chose, added to the profile in one
 * transaction. Lists are added to (a skill or entry already there is kept, not duplicated); a personal field is
 * written only when it is sent, so nothing is overwritten that the user did not choose.
 */
export const ResumePrefillBodySchema = z
  .object({
    personal: PersonalSectionBodySchema.pick({ currentCity: true, currentState: true, socialLinks: true })
      .partial()
      .optional(),
    skills: z.array(SkillNameSchema).max(100).default([]),
    education: z.array(EducationEntryBodySchema).max(20).default([]),
    work: z.array(WorkEntryBodySchema).max(30).default([]),
    projects: z.array(ProjectEntryBodySchema).max(30).default([]),
  })
  .refine(
    (b) =>
      (b.personal !== undefined && Object.keys(b.personal).length > 0) ||
      b.skills.length + b.education.length + b.work.length + b.projects.length > 0,
    MatchingMessages.nothingChosen,
  );
export type ResumePrefillBody = z.input<typeof ResumePrefillBodySchema>;

export const ResumePrefillResultSchema = z.object({
  added: z.object({
    skills: z.number().int(),
    education: z.number().int(),
    work: z.number().int(),
    projects: z.number().int(),
  }),
  personalUpdated: z.array(z.string()),
});
export type ResumePrefillResult = z.infer<typeof ResumePrefillResultSchema>;
