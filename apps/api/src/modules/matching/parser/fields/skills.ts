import { LOW_CONFIDENCE } from '@elevate/contracts/matching/matching.constants';
import type { ParsedSkill } from '@elevate/contracts/matching/parse.schema';
import { findSkill, findSkillsInText, type SkillCategory } from '@elevate/contracts/matching/skills/skill-dictionary';

/**
 * Named in the lines of a job, a project or a certification, a skill usually means the person used it ("built the
 * API in Node.js", "ran statutory audits"). Industries, soft skills and languages named there are as often the
 * setting as a skill ("a fintech client", "a Hindi–English dataset"), so those stay below LOW_CONFIDENCE:
 * offered for review, never ticked by default. So does anything named only in achievements or other sections.
 */
const SETTING_CATEGORIES: ReadonlySet<SkillCategory> = new Set(['domain', 'soft-skill', 'language']);

const SECTION = 0.9;
const USED_IN_ENTRIES = Math.max(LOW_CONFIDENCE, 0.75);

/** A skill only named in prose: a little surer the more often it is named, never sure enough to be ticked. */
const inProse = (count: number) => Math.min(0.6, (3 + count) / 10);

/**
 * Skills listed in a Skills section are the surest; a skill named in the lines of a job, project or
 * certification is nearly as sure; anything else named only in text counts less. One skill appears once,
 * under the dictionary's name.
 */
export const readSkills = (sectionText: string, entriesText: string, proseText: string): ParsedSkill[] => {
  // A Skills section is a list: ambiguous spellings ("Go", "C", "R") count there, not in running text.
  const listed = findSkillsInText(sectionText, { list: true });
  const names = new Set(listed.map((s) => s.name));
  const skills: ParsedSkill[] = listed.map((s) => ({ name: s.name, source: 'skills-section', confidence: SECTION }));
  const prose = new Map(findSkillsInText(proseText).map((s) => [s.name, s.count]));
  for (const s of findSkillsInText(entriesText)) {
    if (names.has(s.name)) continue;
    names.add(s.name);
    const category = findSkill(s.name)?.category;
    const used = category !== undefined && !SETTING_CATEGORIES.has(category);
    const count = s.count + (prose.get(s.name) ?? 0);
    skills.push({ name: s.name, source: 'text', confidence: used ? USED_IN_ENTRIES : inProse(count) });
  }
  for (const [name, count] of prose) {
    if (names.has(name)) continue;
    names.add(name);
    skills.push({ name, source: 'text', confidence: inProse(count) });
  }
  return skills;
};
