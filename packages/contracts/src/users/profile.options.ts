/**
 * The profile's option lists (spec §3). Lists the spec names are used exactly; where it says "entries not
 * shown" (marital status) or "a long list" (degrees) the entries are ours (docs/decisions/024).
 */
export { EDUCATION_LEVELS, EXPERIENCE_YEARS, GENDERS, NOTICE_PERIODS, yearList } from '../common/constants.ts';
export { INDIAN_STATES } from '../common/indian-states.ts';

export const COURSE_LEVELS = ['Graduation/Diploma', 'Post Graduation'] as const;
export const STUDY_YEARS = ['1', '2', '3', 'last'] as const;
export const DEGREE_LEVELS = ['UG', 'PG', 'Phd', 'Others'] as const;
export const GRADE_TYPES = ['CGPA', 'PERCENTAGE'] as const;
/** Grade ranges by type: CGPA on a ten-point scale, percentage out of a hundred. */
export const GRADE_RANGES = { CGPA: { min: 0, max: 10 }, PERCENTAGE: { min: 0, max: 100 } } as const;
export const EMPLOYMENT_TYPES = ['Full-Time', 'Part-Time', 'Internship'] as const;
export const PATENT_STATUSES = ['Patent Issued', 'Patent Pending'] as const;
export const OTHER_KINDS = ['patent', 'certification', 'achievement'] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed', 'Separated', 'Prefer not to say'] as const;

/** Where a profile links to; every value must be an http(s) URL. */
export const SOCIAL_LINK_KINDS = ['linkedin', 'github', 'twitter', 'portfolio', 'website', 'other'] as const;

/** Finished degrees may start long before the year list; the earliest year offered. */
export const EARLIEST_EDUCATION_YEAR = 1960;

/**
 * Years offered for education: the spec's year list (current year ±5) and, before it, every year back to
 * EARLIEST_EDUCATION_YEAR for degrees finished long ago. Newest first, as people pick recent years most.
 */
export const educationYears = (now: Date = new Date()): number[] => {
  const last = now.getFullYear() + 5;
  return Array.from({ length: last - EARLIEST_EDUCATION_YEAR + 1 }, (_, i) => last - i);
};

/** Degrees offered in the education section (searchable); a degree not listed may be typed. */
export const DEGREES = [
  'Secondary School Certificate (10th)',
  'Higher Secondary Certificate (12th)',
  'Diploma in Engineering',
  'Diploma in Computer Applications',
  'Diploma in Pharmacy',
  'Diploma in Nursing',
  'Polytechnic Diploma',
  'ITI Certificate',
  'B.Tech',
  'B.E.',
  'B.Sc',
  'B.Sc (Computer Science)',
  'B.Sc (IT)',
  'B.Sc (Nursing)',
  'B.Sc (Agriculture)',
  'B.Com',
  'B.Com (Honours)',
  'B.A.',
  'B.A. (Honours)',
  'BBA',
  'BBM',
  'BCA',
  'B.Arch',
  'B.Des',
  'B.Pharm',
  'B.Ed',
  'BMS',
  'BFA',
  'BHM',
  'BJMC',
  'LLB',
  'BA LLB',
  'BBA LLB',
  'MBBS',
  'BDS',
  'BAMS',
  'BHMS',
  'BPT',
  'B.V.Sc',
  'Integrated M.Tech',
  'Integrated M.Sc',
  'Integrated MBA',
  'M.Tech',
  'M.E.',
  'M.Sc',
  'M.Sc (Computer Science)',
  'M.Sc (Data Science)',
  'M.Com',
  'M.A.',
  'MBA',
  'PGDM',
  'PGDBA',
  'MCA',
  'M.Arch',
  'M.Des',
  'M.Pharm',
  'M.Ed',
  'MS',
  'MD',
  'MDS',
  'LLM',
  'MPT',
  'MSW',
  'MJMC',
  'CA',
  'CS',
  'CMA',
  'CFA',
  'M.Phil',
  'Ph.D',
  'Other',
] as const;
