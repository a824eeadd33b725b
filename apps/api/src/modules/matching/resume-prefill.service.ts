import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { canonicalSkillName, skillKey } from '@elevate/contracts/matching/skills/skill-dictionary';
import type { ResumePrefillBodySchema, ResumePrefillResult } from '@elevate/contracts/matching/prefill.schema';
import {
  AccountMessages,
  MAX_SECTION_ENTRIES,
  MAX_SKILLS,
  ProfileMessages,
  type PersonalSectionValues,
} from '@elevate/contracts/users/profile.schema';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { lockUser, readPersonal, writePersonal } from '../users/profile.repository.ts';
import {
  countEntries,
  existingCollegeIds,
  insertEducation,
  insertProjects,
  insertWork,
  listEducation,
  listProjects,
  listSkills,
  listWork,
  replaceSkills,
} from '../users/profile-entries.repository.ts';

type PrefillValues = z.output<typeof ResumePrefillBodySchema>;

const key = (...parts: (string | number | null | undefined)[]) =>
  parts.map((p) => (p === null || p === undefined ? '' : skillKey(String(p)))).join('|');

/** Entries not already in the section (by `keyOf`) nor twice in what was sent. */
const newOnes = <T>(sent: T[], existing: string[], keyOf: (e: T) => string): T[] => {
  const seen = new Set(existing);
  return sent.filter((e) => {
    const k = keyOf(e);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const refuse = (field: string, message: string) => new AppError(ErrorCode.VALIDATION, message, { [field]: message });

const roomFor = async (tx: DbOrTx, section: 'education' | 'work' | 'project', userId: number, adding: number) => {
  if (adding > 0 && (await countEntries(tx, section, userId)) + adding > MAX_SECTION_ENTRIES)
    throw refuse(section, ProfileMessages.tooManyEntries(MAX_SECTION_ENTRIES));
};

/**
 * POST user/{id}/resumes/parse/apply: what the owner chose from their parsed resume, added to the profile in one
 * transaction. Skills take the dictionary's names; an entry equal to one already there is skipped; a personal field
 * is written only when sent (a social link sent replaces that kind's link, the others stay). Any refusal leaves
 * the profile as it was.
 */
export const applyResumePrefill = (
  db: Db,
  userId: number,
  body: PrefillValues,
  now: Date = new Date(),
): Promise<ResumePrefillResult> =>
  db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound(AccountMessages.notFound);

    const skills = await listSkills(tx, userId);
    const addSkills = newOnes(
      body.skills.map(canonicalSkillName),
      skills.map((s) => skillKey(s.name)),
      skillKey,
    );
    if (skills.length + addSkills.length > MAX_SKILLS)
      throw refuse('skills', ProfileMessages.tooManySkills(MAX_SKILLS));
    if (addSkills.length > 0) await replaceSkills(tx, userId, [...skills.map((s) => s.name), ...addSkills]);

    const education = newOnes(
      body.education,
      (await listEducation(tx, userId)).map((e) => key(e.level, e.degree, e.institution, e.startYear, e.endYear)),
      (e) => key(e.level, e.degree, e.institution, e.startYear, e.endYear),
    );
    const colleges = education.flatMap((e) => (e.collegeId === null ? [] : [e.collegeId]));
    const known = await existingCollegeIds(tx, [...new Set(colleges)]);
    const stale = education.findIndex((e) => e.collegeId !== null && !known.has(e.collegeId));
    if (stale !== -1) throw refuse(`education.${stale}.collegeId`, ProfileMessages.collegeNotListed);
    await roomFor(tx, 'education', userId, education.length);
    if (education.length > 0) await insertEducation(tx, userId, education);

    const work = newOnes(
      body.work,
      (await listWork(tx, userId)).map((w) => key(w.company, w.title, w.startDate)),
      (w) => key(w.company, w.title, w.startDate),
    );
    await roomFor(tx, 'work', userId, work.length);
    if (work.length > 0) await insertWork(tx, userId, work);

    const projects = newOnes(
      body.projects,
      (await listProjects(tx, userId)).map((p) => key(p.title)),
      (p) => key(p.title),
    );
    await roomFor(tx, 'project', userId, projects.length);
    if (projects.length > 0) await insertProjects(tx, userId, projects);

    const personalUpdated: string[] = [];
    const sent = body.personal ?? {};
    if (Object.keys(sent).length > 0) {
      const current = await readPersonal(tx, userId);
      if (!current) throw notFound(AccountMessages.notFound);
      const { profilePicLink: _pic, resumeFileName: _file, ...values } = current;
      if (sent.currentCity !== undefined) personalUpdated.push('currentCity');
      if (sent.currentState !== undefined) personalUpdated.push('currentState');
      if (sent.socialLinks !== undefined) personalUpdated.push('socialLinks');
      // What is stored was checked when it was written; reading it back widens its choices (state, notice
      // period...) to strings, so the fields not sent are written back exactly as read.
      const merged = {
        ...values,
        currentCity: sent.currentCity !== undefined ? sent.currentCity : values.currentCity,
        currentState: sent.currentState !== undefined ? sent.currentState : values.currentState,
        socialLinks: { ...values.socialLinks, ...sent.socialLinks },
      } as PersonalSectionValues;
      await writePersonal(tx, userId, merged, now);
    }
    return {
      added: { skills: addSkills.length, education: education.length, work: work.length, projects: projects.length },
      personalUpdated,
    };
  });
