import type { EDUCATION_LEVELS } from '../common/constants.ts';
import { DEGREES, type GRADE_TYPES } from './profile.options.ts';

/**
 * Reading another tool's education entry (JSON Resume `studyType`, `area`, `score`) into the profile's terms:
 * the degree from our list when it is one of ours by another spelling, the education level, course level and
 * degree level it implies, and a grade on our scales. Pure guesses from text, so each says null when unsure.
 */
type EducationLevel = (typeof EDUCATION_LEVELS)[number];
type GradeType = (typeof GRADE_TYPES)[number];

/** 'B. Tech.' → 'btech': dots, spaces and case do not tell degrees apart. */
const squash = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');

const DEGREE_BY_SQUASHED = new Map(DEGREES.map((d) => [squash(d), d]));

/** Long names of our degrees, as they are written out on resumes (matched at the start of the text). */
const LONG_NAMES: ReadonlyArray<[RegExp, (typeof DEGREES)[number]]> = [
  [/^bachelor of technology/, 'B.Tech'],
  [/^bachelor of engineering/, 'B.E.'],
  [/^bachelor of computer applications?/, 'BCA'],
  [/^bachelor of business administration/, 'BBA'],
  [/^bachelor of business management/, 'BBM'],
  [/^bachelor of management studies/, 'BMS'],
  [/^bachelor of science in nursing|^bachelor of nursing/, 'B.Sc (Nursing)'],
  [/^bachelor of science/, 'B.Sc'],
  [/^bachelor of commerce/, 'B.Com'],
  [/^bachelor of arts/, 'B.A.'],
  [/^bachelor of architecture/, 'B.Arch'],
  [/^bachelor of design/, 'B.Des'],
  [/^bachelor of pharmacy/, 'B.Pharm'],
  [/^bachelor of education/, 'B.Ed'],
  [/^bachelor of fine arts/, 'BFA'],
  [/^bachelor of laws?|^bachelor of legislative law/, 'LLB'],
  [/^bachelor of medicine/, 'MBBS'],
  [/^bachelor of dental surgery/, 'BDS'],
  [/^bachelor of physiotherapy/, 'BPT'],
  [/^master of technology/, 'M.Tech'],
  [/^master of engineering/, 'M.E.'],
  [/^master of computer applications?/, 'MCA'],
  [/^master of business administration/, 'MBA'],
  [/^master of science/, 'M.Sc'],
  [/^master of commerce/, 'M.Com'],
  [/^master of arts/, 'M.A.'],
  [/^master of architecture/, 'M.Arch'],
  [/^master of design/, 'M.Des'],
  [/^master of pharmacy/, 'M.Pharm'],
  [/^master of education/, 'M.Ed'],
  [/^master of laws?/, 'LLM'],
  [/^master of social work/, 'MSW'],
  [/^master of philosophy/, 'M.Phil'],
  [/^post ?graduate diploma in management/, 'PGDM'],
  [/^doctor of philosophy|^doctorate/, 'Ph.D'],
  [/^chartered accountan/, 'CA'],
  [
    /^(senior|higher) secondary|^intermediate|^class (xii|12)|^12th|^hsc\b|^puc\b|^pre.university/,
    'Higher Secondary Certificate (12th)',
  ],
  [/^secondary school|^class (x|10)\b|^10th|^ssc\b|^matriculation|^high school/, 'Secondary School Certificate (10th)'],
];

/** One of our degrees by another spelling ('BTech', 'Bachelor of Technology in CSE'), or null. */
export const canonicalDegree = (studyType: string): (typeof DEGREES)[number] | null => {
  const exact = DEGREE_BY_SQUASHED.get(squash(studyType));
  if (exact) return exact;
  const lower = studyType.trim().toLowerCase().replace(/\s+/g, ' ');
  return LONG_NAMES.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
};

const LEVEL_RULES: ReadonlyArray<[RegExp, EducationLevel]> = [
  [/\b(ph\.? ?d|d\.? ?phil|doctor|doctorate|doctoral)\b/i, 'PHD/Doctorate/Research'],
  [/\b(12th|class (xii|12)|higher secondary|senior secondary|intermediate|hsc|puc|pre.university)\b/i, '12th'],
  [/\b(10th|class (x|10)|secondary school|ssc|matriculation|high school)\b/i, '10th'],
  [
    /\b(master|masters|master's|m\.? ?(tech|sc|com|a|e|s|arch|des|pharm|ed|phil)|mba|mca|msw|mjmc|mpt|md|mds|llm|pgdm|pgdba|post ?graduat\w*|postgraduat\w*|integrated m\.?\w*)\b/i,
    'Post Graduation',
  ],
  [
    /\b(bachelor|bachelors|bachelor's|b\.? ?(tech|sc|com|a|e|arch|des|pharm|ed|v\.? ?sc)|bca|bba|bbm|bms|bfa|bhm|bjmc|bpt|bds|bams|bhms|mbbs|llb|diploma|polytechnic|iti|graduat\w*|undergraduat\w*|associate|ca|cs|cma|cfa)\b/i,
    'Graduation/Diploma',
  ],
];

/** The education level a degree's text implies, or null when nothing in it says. */
export const educationLevelOf = (text: string): EducationLevel | null =>
  LEVEL_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The course and degree levels that go with an education level (school years have neither). */
export const levelsFor = (
  level: EducationLevel,
): { courseLevel: 'Graduation/Diploma' | 'Post Graduation' | null; degreeLevel: 'UG' | 'PG' | 'Phd' | null } => {
  switch (level) {
    case 'Graduation/Diploma':
      return { courseLevel: 'Graduation/Diploma', degreeLevel: 'UG' };
    case 'Post Graduation':
      return { courseLevel: 'Post Graduation', degreeLevel: 'PG' };
    case 'PHD/Doctorate/Research':
      return { courseLevel: null, degreeLevel: 'Phd' };
    default:
      return { courseLevel: null, degreeLevel: null };
  }
};

/**
 * A score as written on a resume, on our scales: '8.7/10', 'CGPA 8.7', '8.7' → CGPA; '87%', '87 percent', '87'
 * → PERCENTAGE. Other scales ('3.8/4.0', 'GPA 3.8') and words ('First Class') are not ours: null.
 */
export const parseScore = (score: string): { gradeType: GradeType; grade: number } | null => {
  const s = score.trim().toLowerCase();
  const outOf = /^(\d{1,3}(?:\.\d+)?)\s*\/\s*(\d{1,3}(?:\.\d+)?)$/.exec(s);
  if (outOf) {
    const [value, max] = [Number(outOf[1]), Number(outOf[2])];
    if (max === 10 && value <= 10) return { gradeType: 'CGPA', grade: value };
    if (max === 100 && value <= 100) return { gradeType: 'PERCENTAGE', grade: value };
    return null;
  }
  const percent = /^(\d{1,3}(?:\.\d+)?)\s*(%|percent|percentage)$/.exec(s);
  if (percent) return Number(percent[1]) <= 100 ? { gradeType: 'PERCENTAGE', grade: Number(percent[1]) } : null;
  const gpa = /^(c?gpa)\s*:?\s*(\d{1,2}(?:\.\d+)?)$/.exec(s) ?? /^(\d{1,2}(?:\.\d+)?)\s*(c?gpa)$/.exec(s);
  if (gpa) {
    const value = Number(gpa[1]?.includes('gpa') ? gpa[2] : gpa[1]);
    const isCgpa = s.includes('cgpa');
    // A plain "GPA 3.8" is the four-point scale of American resumes, not our ten-point CGPA.
    return value <= 10 && (isCgpa || value > 4) ? { gradeType: 'CGPA', grade: value } : null;
  }
  const bare = /^(\d{1,3}(?:\.\d+)?)$/.exec(s);
  if (bare) {
    const value = Number(bare[1]);
    // 3.8 alone may be four-point or ten-point: too unsure to keep as either.
    if (value > 4 && value <= 10) return { gradeType: 'CGPA', grade: value };
    if (value > 10 && value <= 100) return { gradeType: 'PERCENTAGE', grade: value };
  }
  return null;
};

/** How our grade is written in a JSON Resume `score`. */
export const formatScore = (gradeType: GradeType | null, grade: number | null): string | undefined => {
  if (grade === null || gradeType === null) return undefined;
  return gradeType === 'CGPA' ? `${grade}/10` : `${grade}%`;
};
