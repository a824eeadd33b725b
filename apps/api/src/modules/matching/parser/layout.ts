import { findDegree } from './fields/education.ts';
import type { TextItem } from './pdf-text.ts';

/** One line of text: the items that share a baseline, joined. */
export interface Line {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  page: number;
  /** Points between this line and the one above it in the same column (0 for the first of a page). */
  gapAbove: number;
}

export const SECTION_KINDS = [
  'header',
  'summary',
  'education',
  'work',
  'projects',
  'skills',
  'certifications',
  'achievements',
  'contact',
  'languages',
  'hobbies',
  'declaration',
  'other',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export interface Section {
  kind: SectionKind;
  heading: string | null;
  lines: Line[];
}

// Headings as Indian resumes write them, by the section they open. Matched on the whole line, case and
// punctuation ignored, so "Technical Skills:" and "TECHNICAL SKILLS" are one heading.
const HEADINGS: Record<Exclude<SectionKind, 'header' | 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'profile summary',
    'objective',
    'career objective',
    'about me',
    'about',
  ],
  education: [
    'education',
    'academic qualifications',
    'academic qualification',
    'educational qualifications',
    'educational qualification',
    'academics',
    'qualifications',
    'academic details',
    'education details',
    'qualification',
    'academic background',
    'educational background',
    'education and training',
    'scholastic achievements',
  ],
  work: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'internships',
    'internship',
    'internship experience',
    'work history',
    'industrial training',
    'training',
    'experience and internships',
  ],
  projects: [
    'projects',
    'academic projects',
    'personal projects',
    'project',
    'key projects',
    'major projects',
    'project work',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'skill set',
    'skillset',
    'it skills',
    'computer skills',
    'technical proficiency',
    'core competencies',
    'tools and technologies',
    'technologies',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'courses',
    'certifications and courses',
    'trainings and certifications',
  ],
  achievements: [
    'achievements',
    'awards',
    'honours',
    'honors',
    'awards and achievements',
    'extra curricular activities',
    'extracurricular activities',
    'positions of responsibility',
    'activities',
    'co curricular activities',
  ],
  contact: [
    'contact',
    'contact details',
    'contact information',
    'personal details',
    'personal information',
    'personal profile',
  ],
  languages: ['languages', 'languages known'],
  hobbies: ['hobbies', 'interests', 'hobbies and interests'],
  declaration: ['declaration'],
};

const keyOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const KIND_OF = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, words]) => words.map((w) => [keyOf(w), kind as SectionKind] as const)),
);

/**
 * Headings we have no exact entry for, by a telling word ("Software Skills", "Tools & Skills", "Areas of
 * Expertise", "Relevant Experience"). Checked in this order: "Academic Projects" is projects, not education.
 */
const KIND_BY_WORD: readonly (readonly [RegExp, SectionKind])[] = [
  [/\bprojects?\b/, 'projects'],
  [/\b(skills?|skillset|expertise|competenc(y|ies)|toolkit|tools|technologies|proficienc(y|ies))\b/, 'skills'],
  [/\b(certifications?|certificates?|courses)\b/, 'certifications'],
  [/\b(experience|employment|internships?|work history)\b/, 'work'],
  [/\b(education|qualifications?|academics?)\b/, 'education'],
  [/\b(achievements?|awards?|honou?rs)\b/, 'achievements'],
];
/** A heading is short: a line of prose that happens to name "skills" is not one. */
const MAX_HEADING_WORDS = 5;

/** The section a heading opens, by its words; null for a heading we do not know. */
export const kindOfHeading = (text: string): SectionKind | null => {
  const key = keyOf(text);
  const exact = KIND_OF.get(key);
  if (exact) return exact;
  if (key === '' || key.split(' ').length > MAX_HEADING_WORDS) return null;
  return KIND_BY_WORD.find(([word]) => word.test(key))?.[1] ?? null;
};

/** Items → lines: items of one column on one baseline, left to right, spaces put back where the gap shows one. */
export const toLines = (items: TextItem[]): Line[] => {
  const lines: Line[] = [];
  let parts: TextItem[] = [];
  let prev: Line | null = null;
  const flush = () => {
    if (parts.length === 0) return;
    parts.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const p of parts) {
      const gap = p.x - end;
      if (text !== '' && !text.endsWith(' ') && !p.text.startsWith(' ') && gap > p.size * 0.2) text += ' ';
      text += p.text;
      end = p.x + p.width;
    }
    const chars = (p: TextItem) => p.text.trim().length;
    const boldChars = parts.filter((p) => p.bold).reduce((n, p) => n + chars(p), 0);
    const allChars = parts.reduce((n, p) => n + chars(p), 0);
    const first = parts[0]!;
    const line: Line = {
      text: text.replace(/\s+/g, ' ').trim(),
      x: first.x,
      y: first.y,
      size: Math.max(...parts.map((p) => p.size)),
      bold: boldChars >= allChars * 0.6,
      page: first.page,
      gapAbove: prev && prev.page === first.page && prev.y > first.y ? prev.y - first.y : 0,
    };
    if (line.text !== '') {
      lines.push(line);
      prev = line;
    }
    parts = [];
  };
  for (const item of items) {
    const last = parts[parts.length - 1];
    if (last && (last.page !== item.page || Math.abs(last.y - item.y) > Math.min(last.size, item.size) * 0.4)) flush();
    parts.push(item);
  }
  flush();
  return lines;
};

/** The size most of the text is set in. */
export const bodySize = (lines: Line[]): number => {
  const chars = new Map<number, number>();
  for (const l of lines) chars.set(l.size, (chars.get(l.size) ?? 0) + l.text.length);
  let best = 10;
  let most = -1;
  for (const [size, n] of chars) if (n > most || (n === most && size < best)) [best, most] = [size, n];
  return best;
};

const letters = (text: string) => text.replace(/[^A-Za-z]/g, '');

/**
 * How much a line looks like a section heading, 0..1 and over: a known heading's words count most; then being
 * bold or larger than the body, being in capitals, and being short. A heading has no digits, @ or separators.
 */
export const headingScore = (line: Line, body: number, bodyBold: boolean): number => {
  const text = line.text.replace(/[:\-–]+$/, '').trim();
  const words = text.split(/\s+/).filter(Boolean);
  const l = letters(text);
  if (l.length < 3 || words.length > 6) return 0;
  let score = 0;
  if (kindOfHeading(text)) score += 0.55;
  if (line.bold && !bodyBold) score += 0.25;
  if (line.size > body * 1.12) score += 0.2;
  if (l === l.toUpperCase()) score += 0.25;
  else if (words.every((w) => !/^[a-z]/.test(w) || /^(and|of|the|in|&)$/.test(w))) score += 0.1;
  if (words.length <= 4) score += 0.1;
  if (/[0-9@|•,]/.test(text) || /https?:|www\./i.test(text)) score -= 0.5;
  if (/[.;]$/.test(line.text.trim())) score -= 0.3;
  return score;
};

export const HEADING_THRESHOLD = 0.55;

/**
 * Lines → sections. Everything above the first heading is the header (name and contact). The first line, and the
 * top line of page 1 (the name, even in a right-hand column), is never a heading unless its words are a heading's:
 * a name is also short, bold, large and capitalised.
 */
export const toSections = (lines: Line[]): Section[] => {
  const body = bodySize(lines);
  const boldChars = lines.filter((l) => l.bold).reduce((n, l) => n + l.text.length, 0);
  const bodyBold = boldChars > lines.reduce((n, l) => n + l.text.length, 0) * 0.6;
  // The top line of page 1 is the name, in whichever column it stands.
  const top = Math.max(...lines.filter((l) => l.page === 1).map((l) => l.y));
  const sections: Section[] = [{ kind: 'header', heading: null, lines: [] }];
  lines.forEach((line, i) => {
    const known = kindOfHeading(line.text.replace(/[:\-–]+$/, ''));
    const isName = i === 0 || (line.page === 1 && line.y >= top - 2);
    // "MBA (HR)" or "BBA" set bold in capitals opens an education entry, not a section.
    const isEntryTitle = known === null && findDegree(line.text) !== null;
    const isHeading =
      (!isName || known !== null) && !isEntryTitle && headingScore(line, body, bodyBold) >= HEADING_THRESHOLD;
    if (isHeading)
      sections.push({ kind: known ?? 'other', heading: line.text.replace(/[:\-–]+$/, '').trim(), lines: [] });
    else sections[sections.length - 1]!.lines.push(line);
  });
  return sections.filter((s) => s.kind !== 'header' || s.lines.length > 0);
};

/** The usual gap between consecutive lines of a section. */
const usualGap = (lines: Line[]): number => {
  const gaps = lines
    .map((l) => l.gapAbove)
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
};

/**
 * A section's lines → its entries (one degree, one job, one project). A wider gap than usual starts an entry;
 * where the gaps are all alike, a bold line after a regular one does (an entry's title is bold in most resumes).
 */
export const toEntries = (lines: Line[]): Line[][] => {
  if (lines.length === 0) return [];
  const gap = usualGap(lines);
  const byGap: Line[][] = [];
  for (const line of lines) {
    if (byGap.length === 0 || (gap > 0 && line.gapAbove > gap * 1.2)) byGap.push([line]);
    else byGap[byGap.length - 1]!.push(line);
  }
  if (byGap.length > 1) return byGap;
  const byBold: Line[][] = [];
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    if (byBold.length === 0 || (line.bold && prev && !prev.bold)) byBold.push([line]);
    else byBold[byBold.length - 1]!.push(line);
  });
  return byBold;
};

/**
 * An entry that still holds two dated lines is two entries run together (no wider gap, no bold title). Entries of
 * one section are written alike, so the second starts as far above its date line as the first did above its own.
 */
export const splitByDates = (entry: Line[], isDated: (line: Line) => boolean): Line[][] => {
  const dated = entry.flatMap((l, i) => (isDated(l) ? [i] : []));
  if (dated.length < 2) return [entry];
  const offset = dated[0]!;
  const starts = [0];
  for (let k = 1; k < dated.length; k++) {
    const start = Math.max(dated[k]! - offset, dated[k - 1]! + 1, starts[starts.length - 1]! + 1);
    starts.push(start);
  }
  return starts.map((s, k) => entry.slice(s, starts[k + 1] ?? entry.length));
};
