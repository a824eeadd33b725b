import { PARSE_MAX_PAGES, PARSE_TIME_LIMIT_MS, PARSER_VERSION } from '@elevate/contracts/matching/matching.constants';
import type { ParsedResume, ParseWarning } from '@elevate/contracts/matching/parse.schema';
import { findEmail, findLinks, findName, findPhone, findPlace } from './fields/contact.ts';
import { findDateRanges, findYears, monthsCovered } from './fields/dates.ts';
import { readEducation } from './fields/education.ts';
import { readProject } from './fields/projects.ts';
import { readSkills } from './fields/skills.ts';
import { readWork } from './fields/work.ts';
import { splitByDates, toEntries, toLines, toSections, type Line, type Section, type SectionKind } from './layout.ts';
import { readPdfText } from './pdf-text.ts';

export interface ParseOptions {
  maxPages?: number;
  timeLimitMs?: number;
  /** Where a current job's months end; the parse is otherwise the same for the same bytes. */
  now?: Date;
}

const textOf = (lines: Line[]) => lines.map((l) => l.text).join('\n');
const linesOf = (sections: Section[], kinds: SectionKind[]) =>
  sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);

/**
 * Reads a resume PDF: its layout, then each field with how sure the parser is of it (decision 034). Throws an
 * AppError (400) with MatchingMessages.unreadable or tooSlow; a scanned resume parses to empty fields with the
 * 'scanned' warning.
 */
export const parseResumePdf = async (bytes: Uint8Array, options: ParseOptions = {}): Promise<ParsedResume> => {
  const pdf = await readPdfText(bytes, {
    maxPages: options.maxPages ?? PARSE_MAX_PAGES,
    timeLimitMs: options.timeLimitMs ?? PARSE_TIME_LIMIT_MS,
  });
  const warnings: ParseWarning[] = [];
  if (pdf.scanned) warnings.push('scanned');
  if (pdf.columns === 2) warnings.push('two-column');
  if (pdf.pagesRead < pdf.pages) warnings.push('truncated');
  const lines = toLines(pdf.items);
  const sections = toSections(lines);
  const all = textOf(lines);
  const headerLines = linesOf(sections, ['header', 'contact']);
  const header = textOf(headerLines);

  const education = toEntries(linesOf(sections, ['education']))
    .flatMap((e) => splitByDates(e, (l) => findYears(l.text).length > 0))
    .flatMap((e) => readEducation(e) ?? []);
  const work = toEntries(linesOf(sections, ['work']))
    .flatMap((e) => splitByDates(e, (l) => findDateRanges(l.text).length > 0))
    .flatMap((e) => readWork(e) ?? []);
  const projects = toEntries(linesOf(sections, ['projects'])).flatMap((e) => readProject(e) ?? []);
  const skillsText = textOf(linesOf(sections, ['skills']));
  // What a person says they did (summary, jobs, projects, certifications) names skills they used; achievements
  // and other sections name them in passing.
  const entriesText = textOf(linesOf(sections, ['summary', 'work', 'projects', 'certifications']));
  const proseText = textOf(linesOf(sections, ['achievements', 'other']));
  const place = findPlace(textOf(headerLines.slice(1)), all);
  const months = monthsCovered(work, options.now ?? new Date());

  return {
    parserVersion: PARSER_VERSION,
    layout: { pages: pdf.pages, pagesRead: pdf.pagesRead, columns: pdf.columns, scanned: pdf.scanned },
    warnings,
    name: findName(lines),
    email: findEmail(header, all),
    phone: findPhone(header, all),
    links: findLinks(all),
    city: place.city,
    state: place.state,
    education,
    work,
    projects,
    skills: readSkills(skillsText, entriesText, proseText),
    experienceMonths: work.some((w) => w.start) ? months : null,
  };
};
