/**
 * Resume parsing, matching and screening (issue 15, docs/decisions/034). Versions are stamped on every result,
 * so a score or a parse can always be traced to the rules that produced it; bump one whenever its rules change.
 */
export const PARSER_VERSION = 'parse-1.0.0';
export const SCORING_VERSION = 'match-1.0.0';

/** A parsed field under this confidence is highlighted for review and left unticked by default. */
export const LOW_CONFIDENCE = 0.7;

/** Untrusted PDFs: only this many pages are read, and reading stops after this long. */
export const PARSE_MAX_PAGES = 6;
export const PARSE_TIME_LIMIT_MS = 4000;
/** The same 2 MB every upload has (uploads MAX_UPLOAD_MB). */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;

/** What a match score is made of, out of 100 (decision 034). */
export const SCORE_WEIGHTS = { skills: 70, experience: 20, location: 10 } as const;

/** Matches answered per request, and the most a caller may ask for. */
export const MATCHES_DEFAULT_LIMIT = 20;
export const MATCHES_MAX_LIMIT = 50;

/** How many "what would raise your score" suggestions a match carries. */
export const IMPROVEMENTS_SHOWN = 3;
