import type { HeadingStyle, ResumeFont, ResumeLayout, ResumeSpec } from '../resume-spec.ts';

/** What a careful reader takes from a resume: the answers the parser and the matcher are measured against. */
export interface ResumeLabels {
  name: string;
  email: string;
  /** E.164 */
  phone: string;
  /** Every skill the resume names (Skills section, work, projects, summary), in the skill dictionary's names. */
  skills: string[];
  /** The highest degree, as written ("B.Tech", "MBA", "Diploma"). */
  degree: string;
  /** Seeded demo job titles (without "Senior", " Intern", " (Part-Time)") this person fits best: 1 to 3. */
  expectedJobs: string[];
}

export interface LabelledResume {
  spec: ResumeSpec;
  labels: ResumeLabels;
}

export const layout = (
  heading: HeadingStyle,
  font: ResumeFont,
  options: Partial<Omit<ResumeLayout, 'heading' | 'font'>> = {},
): ResumeLayout => ({
  columns: 1,
  scanned: false,
  pages: 1,
  contact: 'one-line',
  ...options,
  heading,
  font,
});
