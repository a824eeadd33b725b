// Filters, sorts, limits and labels of hackathon search (`drills/search`, `drills/commons`), apart from the
// schemas so the /drills page can import them without pulling zod into its bundle.
import type { DrillAudience, DrillNature, DrillProgramType } from './drill.constants.ts';

/**
 * Where a hackathon stands by the server's clock: upcoming before its start, live from its start until its
 * end, ended afterwards. (The card's Live marker follows spec §4 instead: shown while the end is in the
 * future, so an upcoming hackathon is marked Live too.)
 */
export const DRILL_STATUSES = ['live', 'upcoming', 'ended'] as const;
export type DrillStatus = (typeof DRILL_STATUSES)[number];

/** Individual: at most one person (spec §9 'Individual'); team: a maximum above one. */
export const DRILL_TEAM_KINDS = ['individual', 'team'] as const;
export type DrillTeamKind = (typeof DRILL_TEAM_KINDS)[number];

export const DRILL_FEE_KINDS = ['free', 'paid'] as const;
export type DrillFeeKind = (typeof DRILL_FEE_KINDS)[number];

export const DRILL_SORTS = ['registration-deadline', 'prize', 'newest', 'most-registered'] as const;
export type DrillSort = (typeof DRILL_SORTS)[number];
/**
 * Registration deadline first: registrations still open, closing soonest first, then the closed ones, the
 * latest closed first. What a participant scanning the list wants to act on comes first.
 */
export const DRILL_DEFAULT_SORT: DrillSort = 'registration-deadline';

/** Cards per page: 12 fills one, two or three columns evenly; never more than 48 (a bigger limit is a 400). */
export const DRILL_SEARCH_DEFAULT_LIMIT = 12;
export const DRILL_SEARCH_MAX_LIMIT = 48;
/** Deep pages are refused: nobody reads past the 500th page, and skipping rows costs the database. */
export const DRILL_SEARCH_MAX_PAGE = 500;
export const DRILL_SEARCH_QUERY_MAX_LENGTH = 120;
/** How many values one list filter (domains, locations …) may carry. */
export const DRILL_SEARCH_MAX_LIST_ITEMS = 20;
export const DRILL_SEARCH_LIST_ITEM_MAX_LENGTH = 100;
/** The largest minimum prize accepted (rupees): ₹100 crore. */
export const DRILL_PRIZE_MAX = 1_000_000_000;

/**
 * The prize filter's choices: a minimum total prize value in rupees. Any other whole number in a shared link
 * is a fair minimum too; these are the ones the page offers and `drills/commons` counts.
 */
export const DRILL_PRIZE_BANDS = [
  { value: '1', label: 'Cash prizes', min: 1 },
  { value: '50000', label: '₹50,000+', min: 50_000 },
  { value: '100000', label: '₹1 Lakh+', min: 100_000 },
  { value: '500000', label: '₹5 Lakh+', min: 500_000 },
  { value: '1000000', label: '₹10 Lakh+', min: 1_000_000 },
] as const;

/** Facet lists of `drills/commons`: the most common values first, at most this many. */
export const DRILL_COMMONS_LIST_LIMIT = 50;

export const DRILL_STATUS_LABELS: Record<DrillStatus, string> = {
  live: 'Live',
  upcoming: 'Upcoming',
  ended: 'Ended',
};

export const DRILL_NATURE_LABELS: Record<DrillNature, string> = {
  online: 'Online',
  offline: 'Offline',
  hybrid: 'Hybrid',
};

export const DRILL_TEAM_KIND_LABELS: Record<DrillTeamKind, string> = {
  individual: 'Individual',
  team: 'Team',
};

export const DRILL_FEE_LABELS: Record<DrillFeeKind, string> = {
  free: 'Free',
  paid: 'Paid',
};

/**
 * Who may join. As a filter, 'students' finds what a student may join (for students or for everyone), and
 * likewise 'professionals'; 'everyone' finds the hackathons open to all.
 */
export const DRILL_AUDIENCE_LABELS: Record<DrillAudience, string> = {
  everyone: 'Everyone',
  students: 'Students',
  professionals: 'Professionals',
};

export const DRILL_PROGRAM_TYPE_LABELS: Record<DrillProgramType, string> = {
  hackathon: 'Hackathon',
  'open-innovation': 'Open innovation',
};

export const DRILL_SORT_LABELS: Record<DrillSort, string> = {
  'registration-deadline': 'Registration deadline',
  prize: 'Prize',
  newest: 'Newest',
  'most-registered': 'Most registered',
};

/** The sections of the hackathon page, each read with `drills/{id}/{section}`. */
export const DRILL_SECTIONS = [
  'overview',
  'eligibility',
  'guidelines',
  'phases',
  'schedule',
  'prizes',
  'faqs',
  'social',
] as const;
export type DrillSection = (typeof DRILL_SECTIONS)[number];

/**
 * `drills/{id}/users/{uid}?action`: the one action is a bookmark (save for later), read with GET and set or
 * cleared with PUT and DELETE (docs/decisions/030).
 */
export const DRILL_USER_ACTIONS = ['bookmark'] as const;
export type DrillUserAction = (typeof DRILL_USER_ACTIONS)[number];
