import type { ParsedSkill } from '@elevate/contracts/matching/parse.schema';
import { findSkillsInText } from '@elevate/contracts/matching/skills/skill-dictionary';

/**
 * Skills listed in a Skills section are the surest; a skill only named in the text of a job or project counts
 * less, more the more often it is named. One skill appears once, under the dictionary's name.
 */
export const readSkills = (sectionText: string, otherText: string): ParsedSkill[] => {
  // A Skills section is a list: ambiguous spellings ("Go", "C", "R") count there, not in running text.
  const listed = findSkillsInText(sectionText, { list: true });
  const names = new Set(listed.map((s) => s.name));
  const skills: ParsedSkill[] = listed.map((s) => ({ name: s.name, source: 'skills-section', confidence: 0.9 }));
  for (const s of findSkillsInText(otherText)) {
    if (names.has(s.name)) continue;
    names.add(s.name);
    skills.push({ name: s.name, source: 'text', confidence: Math.min(0.65, (4 + s.count) / 10) });
  }
  return skills;
};
