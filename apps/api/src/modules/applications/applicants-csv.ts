import type { Applicant } from '@elevate/contracts/applications/applicants.schema';

/**
 * The applicants CSV (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a separator, a quote
 * or a line break, quotes inside doubled). Written here rather than with a library: the whole format is the
 * `csvField` function below, and its tests pin every case.
 */

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return, which some
 * spreadsheets skip before looking) starts with an apostrophe instead, so a candidate's name such as
 * `=HYPERLINK(...)` stays text when a recruiter opens the file (OWASP "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheets set to another list separator (Excel in many locales reads `;`, some imports split on tab or
 * `|`) cut `Pune;=1+1` into `Pune` and a formula. Such a cell is quoted, and a formula starter after any
 * separator neutralises the whole cell too, for readers that ignore the quotes.
 */
const SEPARATOR = /[,;\t|]/;
const FORMULA_AFTER_SEPARATOR = /[,;\t|]\s*["']?\s*[=+\-@]/;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

export const csvField = (value: string | null | undefined): string => {
  let text = value ?? '';
  if (FORMULA_START.test(text) || (SEPARATOR.test(text) && FORMULA_AFTER_SEPARATOR.test(text))) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (fields: Array<string | null | undefined>): string => fields.map(csvField).join(',');

const IST_OFFSET_MS = 330 * 60 * 1000;

/** dd-mm-yyyy (spec §5) on the calendar of India, whatever the server's time zone. */
export const istDate = (iso: string): string => {
  const d = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${d.getUTCFullYear()}`;
};

export const APPLICANTS_CSV_HEADER = [
  'Name',
  'Email',
  'Contact',
  'City',
  'Qualification',
  'Applied on',
  'Status',
  'Last feedback',
] as const;

/**
 * The whole file. It starts with a UTF-8 byte-order mark so that Excel, which many recruiters open CSV files
 * with, reads names and notes outside ASCII (Devanagari, a dash) correctly.
 */
export const applicantsCsv = (rows: Applicant[]): string =>
  '\uFEFF' +
  [
    csvLine([...APPLICANTS_CSV_HEADER]),
    ...rows.map((a) =>
      csvLine([
        `${a.user.fullName} ${a.user.lastName}`.trim(),
        a.user.email,
        a.user.contact,
        a.user.currentCity,
        a.user.highestQualification,
        istDate(a.appliedDateTime),
        a.currentStatus,
        a.lastFeedback,
      ]),
    ),
  ].join('\r\n') +
  '\r\n';

/** `kaveri-data-analyst-applicants-shortlisted.csv`: only letters, digits and dashes reach the header. */
export const applicantsCsvFileName = (custUrl: string, status?: string): string => {
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const parts = [slug(custUrl) || 'job', 'applicants', ...(status ? [slug(status)] : [])];
  return `${parts.join('-')}.csv`;
};
