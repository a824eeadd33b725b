/** Saarthi mentoring (spec §7.2 saarthi, issue 14; docs/decisions/033). */

export const SAARTHI_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SaarthiStatus = (typeof SAARTHI_STATUSES)[number];

/** Domains a mentor helps in (the directory's domain filter). */
export const SAARTHI_DOMAINS = [
  'Software engineering',
  'Data science and AI',
  'Product management',
  'Design (UI/UX)',
  'Cloud and DevOps',
  'Cybersecurity',
  'Electronics and embedded',
  'Mechanical and core engineering',
  'Finance and consulting',
  'Marketing and sales',
  'Entrepreneurship',
  'Higher studies abroad',
  'Government and PSU exams',
  'Career switch',
  'Interview preparation',
  'Resume and LinkedIn',
] as const;
export type SaarthiDomain = (typeof SAARTHI_DOMAINS)[number];

export const SAARTHI_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
] as const;

/** Experience bands of the directory's filter (years, inclusive lower bound). */
export const SAARTHI_EXPERIENCE_BANDS = [
  { value: '2', label: '2+ years', min: 2 },
  { value: '5', label: '5+ years', min: 5 },
  { value: '10', label: '10+ years', min: 10 },
  { value: '15', label: '15+ years', min: 15 },
] as const;

export const SAARTHI_MIN_YEARS = 2;
export const SAARTHI_MAX_YEARS = 50;
export const SAARTHI_MAX_MENTEES_LIMIT = 10;
export const SAARTHI_DEFAULT_MAX_MENTEES = 3;
export const SAARTHI_SESSION_MINUTES = [30, 45, 60] as const;
export const SAARTHI_DEFAULT_TIMEZONE = 'Asia/Kolkata';
export const SAARTHI_DIRECTORY_PAGE_SIZE = 12;

/** Weekly availability: at most this many windows, each at least one session long, on a 15-minute grid. */
export const AVAILABILITY_MAX_WINDOWS = 21;
export const AVAILABILITY_GRID_MINUTES = 15;
/** Sessions can be booked from this long ahead up to this many days out. */
export const BOOKING_MIN_NOTICE_HOURS = 12;
export const BOOKING_HORIZON_DAYS = 28;

export const MENTORSHIP_STATUSES = ['requested', 'active', 'declined', 'withdrawn', 'completed', 'cancelled'] as const;
export type MentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];
export const OPEN_MENTORSHIP_STATUSES = ['requested', 'active'] as const;
export const MENTORSHIP_GOALS_MAX = 10;
export const MENTORSHIP_GOAL_MAX = 200;
export const MENTORSHIP_MESSAGE_MAX = 1000;
/** A mentee has at most this many open requests at once (anti-spam). */
export const MENTEE_OPEN_REQUESTS_MAX = 3;

export const SESSION_STATUSES = ['booked', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_NOTES_MAX = 5000;
export const SESSION_AGENDA_MAX = 500;

/** Reminders before a booked session (background queue). */
export const SESSION_REMINDERS = [
  { kind: 'day', hoursBefore: 24 },
  { kind: 'hour', hoursBefore: 1 },
] as const;

export const FEEDBACK_COMMENT_MAX = 1000;
