import { PARSER_VERSION } from '@elevate/contracts/matching/matching.constants';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';

/**
 * A parse as the parser caches it, for tests that need one without a PDF: only skills (from a Skills section),
 * months of experience and whether it was scanned are set, which is all a score reads.
 */
export const parsedResumeOf = (
  skills: string[],
  experienceMonths: number | null,
  opts: { scanned?: boolean } = {},
): ParsedResume => ({
  parserVersion: PARSER_VERSION,
  layout: { pages: 1, pagesRead: 1, columns: 1, scanned: opts.scanned ?? false },
  warnings: opts.scanned ? ['scanned'] : [],
  name: null,
  email: null,
  phone: null,
  links: [],
  city: null,
  state: null,
  education: [],
  work: [],
  projects: [],
  skills: skills.map((name) => ({ name, source: 'skills-section', confidence: 0.9 })),
  experienceMonths,
});
