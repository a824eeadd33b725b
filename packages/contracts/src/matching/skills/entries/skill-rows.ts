import type { SkillCategory, SkillEntry } from '../skill-dictionary.ts';

/**
 * One row per skill, written compactly: the name first, then its other spellings. A spelling marked with a
 * leading "~" is ambiguous (an everyday word or letter: "~Go", "~Excel"; see SkillEntry.ambiguous).
 */
export type SkillRow = readonly [string, ...string[]];

const unmarked = (spelling: string): string => spelling.replace(/^~/, '');

/** The rows of one category as dictionary entries. */
export const skillGroup = (category: SkillCategory, rows: readonly SkillRow[]): SkillEntry[] =>
  rows.map(([name, ...spellings]) => {
    const ambiguous = [name, ...spellings].filter((s) => s.startsWith('~')).map(unmarked);
    // Spellings that differ only in case are one spelling to the dictionary ("JIRA", "Jira").
    const keys = new Set([unmarked(name).toLowerCase()]);
    const aliases = spellings.map(unmarked).filter((a) => !keys.has(a.toLowerCase()) && keys.add(a.toLowerCase()));
    return {
      name: unmarked(name),
      aliases,
      category,
      ...(ambiguous.length > 0 ? { ambiguous } : {}),
    };
  });
