import { CARD_MAX_TAGS } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cuts text at `max` characters and marks the cut with an ellipsis. */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;

/** Splits a comma-separated list (jobSkills, drillPurpose) into trimmed, non-empty items. */
export const splitList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** At most three tags, then '+N' for the rest (spec §2.8). */
export const limitTags = (items: readonly string[], max = CARD_MAX_TAGS): { shown: string[]; more: string | null } => ({
  shown: items.slice(0, max),
  more: items.length > max ? `+${items.length - max}` : null,
});

/**
 * The site's time zone. Dates are written in it on the server and in every browser, so a page rendered on the
 * server reads the same once it has hydrated, wherever its visitor is (docs/decisions/036).
 */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

let siteDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day of an instant in India: two-digit day and month, four-digit year. */
const siteDay = (d: Date): { dd: string; mm: string; yyyy: string } => {
  siteDayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = siteDayFormat.formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { dd: part('day'), mm: part('month'), yyyy: part('year') };
};

/** Midnight UTC of the instant's calendar day in India: days between two of these are whole. */
const startOfDay = (d: Date) => {
  const { dd, mm, yyyy } = siteDay(d);
  return Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd));
};

/**
 * How long ago a job was posted, in calendar days in India (SITE_TIME_ZONE): the words given for its first two
 * days, then 'N days ago' up to 30 days, then months, then years. An unreadable date reads as nothing.
 */
const postedWords =
  (today: string, yesterday: string) =>
  (createdTs: string | number | Date, now: Date = new Date()): string => {
    const created = new Date(createdTs);
    if (Number.isNaN(created.getTime())) return '';
    const days = Math.max(0, Math.round((startOfDay(now) - startOfDay(created)) / DAY_MS));
    if (days === 0) return today;
    if (days === 1) return yesterday;
    if (days <= 30) return `${days} days ago`;
    if (days < 365) {
      const months = Math.max(1, Math.floor(days / 30));
      return months === 1 ? '1 month ago' : `${months} months ago`;
    }
    const years = Math.floor(days / 365);
    return years === 1 ? '1 year ago' : `${years} years ago`;
  };

/**
 * The posted label of a job card (spec §4): 'posted today', 'posted yesterday', 'N days ago', then months
 * or years once over 30 days. Days are counted between calendar days in India (SITE_TIME_ZONE).
 */
export const postedLabel = postedWords('posted today', 'posted yesterday');

/**
 * The same age for a page that writes "Posted" beside it (a job's facts): 'Today', 'Yesterday', then as the
 * card ('N days ago', months, years).
 */
export const postedAge = postedWords('Today', 'Yesterday');

export interface SalaryInput {
  isSalaryHidden?: boolean | null;
  jobCtcCurrency?: string | null;
  jobMinCtcRange?: number | null;
  jobMaxCtcRange?: number | null;
  jobCtcCategory?: string | null;
}

const LAKH = 100_000;
const trimNumber = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace(/\.0$/, ''));
const currencySymbol = (c?: string | null) => (!c || c === 'INR' ? '₹' : `${c} `);

/**
 * Salary on a card (spec §9): hidden → 'Best in industry'; the annual category in lakhs per annum
 * ('₹6 - 9 LPA'); a monthly stipend in rupees a month ('₹15,000/month').
 */
export const formatSalary = (job: SalaryInput): string => {
  const min = job.jobMinCtcRange ?? 0;
  const max = job.jobMaxCtcRange ?? 0;
  if (job.isSalaryHidden || (min <= 0 && max <= 0)) return 'Best in industry';
  const symbol = currencySymbol(job.jobCtcCurrency);
  if ((job.jobCtcCategory ?? 'annual').toLowerCase() === 'annual') {
    const lo = trimNumber(min / LAKH);
    const hi = trimNumber(max / LAKH);
    return lo === hi || min <= 0 ? `${symbol}${hi} LPA` : `${symbol}${lo} - ${hi} LPA`;
  }
  const fmt = (n: number) => n.toLocaleString('en-IN');
  return min === max || min <= 0 ? `${symbol}${fmt(max)}/month` : `${symbol}${fmt(min)} - ${fmt(max)}/month`;
};

/** Experience line; 0 years reads as the job's jobYoeTextForZero ('Fresher' when none). */
export const formatExperience = (
  min: number | null | undefined,
  max: number | null | undefined,
  textForZero?: string | null,
): string => {
  const lo = min ?? 0;
  const hi = max ?? lo;
  if (hi <= 0) return textForZero || 'Fresher';
  if (lo === hi) return `${lo} ${lo === 1 ? 'year' : 'years'}`;
  return `${lo === 0 ? textForZero || 'Fresher' : lo} - ${hi} years`;
};

/** A team size with maximum 1 is shown as Individual (spec §9). */
export const formatTeamSize = (size: { min?: number; max?: number } | null | undefined): string => {
  const max = size?.max ?? 1;
  const min = size?.min ?? 1;
  if (max <= 1) return 'Individual';
  return min === max ? `Team of ${max}` : `Team of ${min} - ${max}`;
};

/**
 * The words before the registration deadline (spec §4): 'Registration ends on' while it is in the future,
 * 'Registration ended on' from the deadline itself on. Apart from the date, so a page can write the date in its
 * own time zone (the hackathon card shows it in IST with the time).
 */
export const registrationPrefix = (
  registrationEnd: string | Date,
  now: Date = new Date(),
): 'Registration ends on' | 'Registration ended on' =>
  new Date(registrationEnd).getTime() > now.getTime() ? 'Registration ends on' : 'Registration ended on';

/** The registration line as text: the prefix and the date as formatDate writes it (the day in India). */
export const registrationLine = (registrationEnd: string | Date, now: Date = new Date()): string =>
  `${registrationPrefix(registrationEnd, now)} ${formatDate(registrationEnd)}`;

/** A hackathon is Live while its end date is in the future (spec §4). */
export const isLive = (endDate: string | Date, now: Date = new Date()): boolean =>
  new Date(endDate).getTime() > now.getTime();

/** Dates read day-month-year with a two-digit day and month (spec §5), the day as it is in India. */
export const formatDate = (d: string | Date): string => {
  const date = new Date(d);
  if (Number.isNaN(date.getTime())) return '';
  const { dd, mm, yyyy } = siteDay(date);
  return `${dd}-${mm}-${yyyy}`;
};

/** Compact Indian counts for stat tiles: 1,20,000 → '1.2L+', 15,000 → '15K+'. */
export const formatCount = (n: number): string => {
  if (n >= 10_000_000) return `${trimNumber(Math.floor(n / 1_000_000) / 10)}Cr+`;
  if (n >= LAKH) return `${trimNumber(Math.floor(n / 10_000) / 10)}L+`;
  if (n >= 1000) return `${trimNumber(Math.floor(n / 100) / 10)}K+`;
  return String(n);
};

/** Rounded percent for progress bars (spec §2.6). */
export const roundedPercent = (value: number): string => `${Math.round(Math.min(100, Math.max(0, value)))}%`;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago something happened, for notifications: 'just now' under a minute (and for clocks a little
 * ahead), then minutes, hours, 'yesterday', days up to 30, months, years. Elapsed time, not calendar days:
 * "2 hours ago" reads right across midnight.
 */
export const relativeTime = (ts: string | number | Date, now: Date = new Date()): string => {
  const elapsed = now.getTime() - new Date(ts).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days === 1) return 'yesterday';
  if (days <= 30) return `${days} days ago`;
  if (days < 365) return plural(Math.max(1, Math.floor(days / 30)), 'month');
  return plural(Math.floor(days / 365), 'year');
};
