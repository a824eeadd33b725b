/** Business constants of spec §9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;
export const CONTACT_NUMBER_LENGTH = 10;
export const MAX_UPLOAD_MB = 2;
export const MAX_UPLOAD_KB = MAX_UPLOAD_MB * 1024;
export const OVERVIEW_CUT = 500;
export const LOCATION_CUT = 30;
export const CARD_MAX_TAGS = 3;
export const OPPORTUNITIES_PAGE = 3;
export const GALLERY_PAGE = 4;
export const SUBMISSIONS_PAGE_SIZE = 10;
export const COMPANY_JOBS_LIMIT = 10;
export const COMPANY_DRILLS_LIMIT = 1000;
export const SCROLL_OFFSET_DESKTOP = 200;
export const SCROLL_OFFSET_MOBILE = 70;
export const SECTION_VISIBILITY_THRESHOLD = 0.6;
export const AUTOCOMPLETE_ROW_HEIGHT = 40;
export const AUTOCOMPLETE_MAX_HEIGHT = 250;
export const AUTOCOMPLETE_OVERSCAN = 5;
export const BREAKPOINTS = { xs: 0, xxs: 350, sm: 600, md: 768, lg: 992, xl: 1200 } as const;
export const DESKTOP_INPUT_BREAKPOINT = 992;
export const STATS_DEFAULT_PARTNERS = 5;
export const STATS_DEFAULT_JOININGS = 110;
export const TOAST_HIDE_MS = 2000;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export const RESUME_EXTENSIONS = ['pdf'] as const;

export const JOB_TYPES = ['Full-Time', 'Part-Time', 'Internship', 'Paid Internship', 'Unpaid Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const USER_TYPES = ['Student', 'Professional'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const EDUCATION_LEVELS = [
  '10th',
  '12th',
  'Graduation/Diploma',
  'Post Graduation',
  'PHD/Doctorate/Research',
] as const;
export const REFERRAL_SOURCES = [
  'Telegram',
  'Instagram',
  'Facebook',
  'Newspaper',
  'Discord',
  'LinkedIn',
  'Twitter',
  'Elevate',
  'Others',
] as const;
export const INSTITUTION_ROLES = [
  'student',
  'faculty',
  'TDP Head/Placement Coordinator',
  'Dean/HoD/Director',
  'VC/Pro VC/Administrator',
] as const;
export const PROGRAM_TYPES = ['hackathon', 'hiring', 'open innovation', 'saarthi'] as const;
export const NOTICE_PERIODS = [
  'Immediate',
  'up to 15 days',
  '1 month',
  '45 days',
  '2 months',
  '3 months',
  'more than 3 months',
] as const;
export const EXPERIENCE_YEARS = [
  { label: 'Fresher', value: 0 },
  ...Array.from({ length: 10 }, (_, i) => ({ label: String(i + 1), value: i + 1 })),
  { label: '12.5', value: 12.5 },
  { label: '15', value: 15 },
  { label: '20', value: 20 },
  { label: '30', value: 30 },
] as const;

/** Year list: from five years before the current year to five after (spec §3). */
export const yearList = (now: Date = new Date()): number[] => {
  const y = now.getFullYear();
  return Array.from({ length: 11 }, (_, i) => y - 5 + i);
};
