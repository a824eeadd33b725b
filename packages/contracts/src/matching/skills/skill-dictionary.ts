import { skillKey } from '../../users/profile-fields.ts';
import { SKILL_ENTRIES, SKILL_DICTIONARY_VERSION } from './skill-dictionary.data.ts';

export { SKILL_DICTIONARY_VERSION };

export const SKILL_CATEGORIES = [
  'programming-language',
  'framework',
  'database',
  'cloud-devops',
  'data',
  'tool',
  'design',
  'business',
  'engineering',
  'domain',
  'soft-skill',
  'language',
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export interface SkillEntry {
  /** The one name the platform shows and stores. */
  name: string;
  /** Other spellings that mean the same skill ("JS", "Javascript" → JavaScript). */
  aliases: readonly string[];
  category: SkillCategory;
}

// How a spelling is compared: lower case, spaces collapsed ("React JS" and "react  js" are one key).
export { skillKey };

let byKey: Map<string, SkillEntry> | null = null;
const index = (): Map<string, SkillEntry> => {
  if (!byKey) {
    byKey = new Map();
    for (const entry of SKILL_ENTRIES) {
      for (const spelling of [entry.name, ...entry.aliases]) {
        if (!byKey.has(skillKey(spelling))) byKey.set(skillKey(spelling), entry);
      }
    }
  }
  return byKey;
};

/** Every entry of the dictionary. */
export const skillEntries = (): readonly SkillEntry[] => SKILL_ENTRIES;

/** The dictionary's entry for any spelling of a skill, or null when the dictionary does not know it. */
export const findSkill = (spelling: string): SkillEntry | null => index().get(skillKey(spelling)) ?? null;

/** The dictionary's name for a known skill; an unknown one keeps its own spelling, spaces tidied. */
export const canonicalSkillName = (spelling: string): string =>
  findSkill(spelling)?.name ?? spelling.trim().replace(/\s+/g, ' ');

/**
 * Every spelling (lower case) of each named skill: what a job's `skill_tags` may hold for it. Used to find jobs
 * that name a skill in any of its spellings.
 */
export const spellingsOf = (names: readonly string[]): string[] => {
  const out = new Set<string>();
  for (const name of names) {
    const entry = findSkill(name);
    for (const spelling of entry ? [entry.name, ...entry.aliases] : [name]) out.add(skillKey(spelling));
  }
  return [...out];
};

/** The longest spelling, in words, the text matcher tries. */
const MAX_WORDS = 5;
// Words keep the characters skills are spelled with: C++, C#, Node.js, .NET, CI/CD, UI/UX.
const WORD = /[A-Za-z0-9][A-Za-z0-9+#./&-]*|\.[A-Za-z][A-Za-z0-9]*/g;
const trimTail = (w: string): string => w.replace(/[.,/&-]+$/, '');

/**
 * The dictionary's skills named in a text, each with how often it is named, in order of first mention. The
 * longest spelling wins where spellings overlap ("Machine Learning" rather than "Learning").
 */
export const findSkillsInText = (text: string): { name: string; count: number }[] => {
  const words = [...text.matchAll(WORD)].map((m) => trimTail(m[0])).filter((w) => w !== '');
  const found = new Map<string, number>();
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1 && matched === 0; n--) {
      const entry = findSkill(words.slice(i, i + n).join(' '));
      if (entry) {
        found.set(entry.name, (found.get(entry.name) ?? 0) + 1);
        matched = n;
      }
    }
    i += matched || 1;
  }
  return [...found].map(([name, count]) => ({ name, count }));
};
