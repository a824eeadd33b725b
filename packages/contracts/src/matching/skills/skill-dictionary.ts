import { normaliseSkills, skillKey } from '../../users/profile-fields.ts';
import { SKILL_ENTRIES, SKILL_DICTIONARY_VERSION } from './skill-dictionary.data.ts';

export { SKILL_DICTIONARY_VERSION };

export const SKILL_CATEGORIES = [
  'programming-language',
  'framework',
  'database',
  'cloud-devops',
  'data',
  'testing',
  'mobile',
  'tool',
  'design',
  'product',
  'business',
  'finance',
  'marketing',
  'hr',
  'operations',
  'engineering',
  'healthcare',
  'education',
  'legal',
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
  /**
   * Spellings (the name or aliases, written as a skill is written) that are also everyday words or letters: "Go",
   * "Excel" (excel at), "Spring" (the season), "C". In running text they count only written exactly so and next
   * to another skill ("C, C++ and Go") or after a label ("Languages: R"); in a skills list they always count.
   * A one-letter spelling is always treated so.
   */
  ambiguous?: readonly string[];
}

export interface FindSkillsOptions {
  /** The text is a skills list (comma, bullet or line separated): ambiguous spellings count too. */
  list?: boolean;
}

// How a spelling is compared: lower case, spaces collapsed ("React JS" and "react  js" are one key).
export { skillKey };

/** The longest spelling, in words, the text matcher tries. */
const MAX_WORDS = 6;
// Words keep the characters skills are spelled with: C++, C#, Node.js, .NET, CI/CD, UI/UX.
const WORD = /[A-Za-z0-9][A-Za-z0-9+#./&'-]*|\.[A-Za-z][A-Za-z0-9]*/g;
const wordsOf = (spelling: string): string[] =>
  [...spelling.matchAll(WORD)].map((m) => trimTail(m[0])).filter((w) => w !== '');
const trimTail = (w: string): string => w.replace(/[.,/&'-]+$/, '');

interface Index {
  byKey: Map<string, SkillEntry>;
  /** The key of every spelling's word sequence ("react js", "ci/cd"), as the text matcher builds it. */
  byWords: Map<string, SkillEntry>;
  /** First word → the most words a spelling starting with it has: the matcher tries no longer windows. */
  firstWords: Map<string, number>;
  /** Word keys of ambiguous spellings → their exact writings ("Go", "R"). */
  ambiguous: Map<string, Set<string>>;
}

let built: Index | null = null;
const index = (): Index => {
  if (built) return built;
  const byKey = new Map<string, SkillEntry>();
  const byWords = new Map<string, SkillEntry>();
  const firstWords = new Map<string, number>();
  const ambiguous = new Map<string, Set<string>>();
  for (const entry of SKILL_ENTRIES) {
    const marked = new Set(entry.ambiguous ?? []);
    for (const spelling of [entry.name, ...entry.aliases]) {
      if (!byKey.has(skillKey(spelling))) byKey.set(skillKey(spelling), entry);
      const words = wordsOf(spelling);
      if (words.length === 0 || words.length > MAX_WORDS) continue;
      const wordsKey = skillKey(words.join(' '));
      if (!byWords.has(wordsKey)) byWords.set(wordsKey, entry);
      const first = skillKey(words[0]!);
      firstWords.set(first, Math.max(firstWords.get(first) ?? 0, words.length));
      if (marked.has(spelling) || spelling.trim().length === 1) {
        const writings = ambiguous.get(wordsKey) ?? new Set<string>();
        writings.add(words.join(' '));
        ambiguous.set(wordsKey, writings);
      }
    }
  }
  built = { byKey, byWords, firstWords, ambiguous };
  return built;
};

/** Every entry of the dictionary. */
export const skillEntries = (): readonly SkillEntry[] => SKILL_ENTRIES;

/** The dictionary's entry for any spelling of a skill, or null when the dictionary does not know it. */
export const findSkill = (spelling: string): SkillEntry | null => index().byKey.get(skillKey(spelling)) ?? null;

/** The dictionary's name for a known skill; an unknown one keeps its own spelling, spaces tidied. */
export const canonicalSkillName = (spelling: string): string =>
  findSkill(spelling)?.name ?? spelling.trim().replace(/\s+/g, ' ');

/**
 * A list of skills as the platform stores it: each known spelling under its dictionary name ("reactjs" →
 * "React"), unknown ones as written, blanks dropped, and one entry per skill (first mention kept).
 */
export const canonicalSkillNames = (spellings: readonly string[]): string[] =>
  normaliseSkills(spellings.map(canonicalSkillName));

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

interface Token {
  word: string;
  start: number;
  end: number;
}

/** Words with where they stand; "React/Redux" is two words unless the whole is a spelling ("CI/CD", "UI/UX"). */
const tokensOf = (text: string, firstWords: Map<string, number>): Token[] => {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = trimTail(m[0]);
    if (word === '') continue;
    const start = m.index;
    if (/[/&]/.test(word) && !firstWords.has(skillKey(word))) {
      let offset = 0;
      for (const part of word.split(/([/&])/)) {
        const piece = trimTail(part.replace(/^[.'-]+(?=[A-Za-z0-9])/, ''));
        if (piece !== '' && /[A-Za-z0-9]/.test(piece)) {
          const at = start + word.indexOf(piece, offset);
          out.push({ word: piece, start: at, end: at + piece.length });
        }
        offset += part.length;
      }
    } else out.push({ word, start, end: start + word.length });
  }
  return out;
};

interface Mention {
  entry: SkillEntry;
  first: number;
  last: number;
  start: number;
  end: number;
  /** Ambiguous and not yet shown to be a skill by its neighbours. */
  pending: boolean;
}

// What may stand between two skills of one list in running text, and a label that starts a list.
const LIST_GAP = /^\s*(?:[,;|/&+•·▪●*()[\]-]|\band\b|\bor\b|\s)*\s*$/i;
const LIST_LABEL =
  /(?:skills|languages|technologies|tools|stack|frameworks|databases|platforms|software|proficient in|knowledge of|experience (?:in|with)|worked (?:on|with)|using)\s*[:\-–]?\s*$/i;

/**
 * The dictionary's skills named in a text, each with how often it is named, in order of first mention. The
 * longest spelling wins where spellings overlap ("Machine Learning" rather than "Learning"). Ambiguous spellings
 * ("Go", "C", "Excel") count in running text only as described on SkillEntry.ambiguous; with `list`, always.
 */
export const findSkillsInText = (text: string, opts: FindSkillsOptions = {}): { name: string; count: number }[] => {
  const { byWords, firstWords, ambiguous } = index();
  const tokens = tokensOf(text, firstWords);
  const mentions: Mention[] = [];
  for (let i = 0; i < tokens.length;) {
    // A spelling's words stand apart only by spaces or a line break (a wrapped line): "MATLAB, Simulink" is two
    // skills, not "MATLAB Simulink".
    let longest = Math.min(firstWords.get(skillKey(tokens[i]!.word)) ?? 0, tokens.length - i);
    for (let n = 1; n < longest; n++) {
      if (!/^\s+$/.test(text.slice(tokens[i + n - 1]!.end, tokens[i + n]!.start))) longest = n;
    }
    let matched = 0;
    for (let n = longest; n >= 1 && matched === 0; n--) {
      const words = tokens.slice(i, i + n).map((t) => t.word);
      const key = skillKey(words.join(' '));
      const entry = byWords.get(key);
      if (!entry) continue;
      const writings = ambiguous.get(key);
      if (writings && !opts.list && !writings.has(words.join(' '))) continue;
      mentions.push({
        entry,
        first: i,
        last: i + n - 1,
        start: tokens[i]!.start,
        end: tokens[i + n - 1]!.end,
        pending: Boolean(writings) && !opts.list,
      });
      matched = n;
    }
    i += matched || 1;
  }
  // An ambiguous mention is a skill when it follows a list label or stands in a list next to a skill.
  const lineStart = (at: number): number => text.lastIndexOf('\n', at - 1) + 1;
  for (const m of mentions)
    if (m.pending && LIST_LABEL.test(text.slice(lineStart(m.start), m.start))) m.pending = false;
  for (let changed = true; changed;) {
    changed = false;
    mentions.forEach((m, k) => {
      if (!m.pending) return;
      const before = mentions[k - 1];
      const after = mentions[k + 1];
      const adjoins = (a: Mention | undefined, b: Mention | undefined): boolean =>
        a !== undefined && b !== undefined && LIST_GAP.test(text.slice(a.end, b.start));
      if ((before && !before.pending && adjoins(before, m)) || (after && !after.pending && adjoins(m, after))) {
        m.pending = false;
        changed = true;
      }
    });
  }
  const found = new Map<string, number>();
  for (const m of mentions) if (!m.pending) found.set(m.entry.name, (found.get(m.entry.name) ?? 0) + 1);
  return [...found].map(([name, count]) => ({ name, count }));
};
