/**
 * A resume as a person wrote it, for the labelled test set (issue 15): every value is kept as written ("B.Tech",
 * "8.4 CGPA", "+91 98765 43210") so the parser meets the forms real resumes use.
 */
export interface ResumeEducation {
  degree: string;
  field?: string;
  institution: string;
  /** "2019 – 2023", "2021", "Jul 2018 - May 2021" */
  years: string;
  grade?: string;
  location?: string;
}

export interface ResumeWork {
  title: string;
  company: string;
  /** "Jun 2022 – Present", "03/2021 - 08/2022" */
  dates: string;
  location?: string;
  bullets: string[];
}

export interface ResumeProject {
  name: string;
  /** "React, Node.js, MongoDB": written under or beside the name. */
  tech?: string;
  url?: string;
  bullets: string[];
}

export type ResumeSection =
  | { kind: 'summary'; heading: string; text: string }
  | { kind: 'education'; heading: string; entries: ResumeEducation[] }
  | { kind: 'work'; heading: string; entries: ResumeWork[] }
  | { kind: 'projects'; heading: string; entries: ResumeProject[] }
  /** `lines` as written: "Languages: Java, Python" (list lines) or one skill a line (bullets). */
  | { kind: 'skills'; heading: string; lines: string[]; style: 'list' | 'bullets' }
  | { kind: 'certifications'; heading: string; items: string[] }
  /** Achievements, activities, languages, hobbies, declaration... */
  | { kind: 'free'; heading: string; lines: string[]; bullets?: boolean; sidebar?: boolean };

export type HeadingStyle = 'caps-bold' | 'title-bold' | 'underlined-caps' | 'plain-large';
export type ResumeFont = 'Helvetica' | 'Times' | 'Courier';

export interface ResumeLayout {
  /** Two columns: a left sidebar (contact, skills, education, certifications) and a right main column. */
  columns: 1 | 2;
  /** No text layer: the page is one raster image, as a scanner or phone camera makes. */
  scanned: boolean;
  heading: HeadingStyle;
  font: ResumeFont;
  /** A two-page resume breaks before its middle section when its text would fit on one page. */
  pages: 1 | 2;
  /** Contact on one line joined by " | ", or one item a line. */
  contact: 'one-line' | 'stacked';
}

/** The plainest layout: one column, text, bold capital headings, Helvetica, one page, contact on one line. */
export const ONE_COLUMN_LAYOUT: ResumeLayout = {
  columns: 1,
  scanned: false,
  heading: 'caps-bold',
  font: 'Helvetica',
  pages: 1,
  contact: 'one-line',
};

export interface ResumeSpec {
  id: string;
  name: string;
  /** An optional line under the name: "Software Engineer", "B.Com Final Year Student". */
  tagline?: string;
  email: string;
  /** As written. */
  phone: string;
  links: string[];
  /** "Pune, Maharashtra" */
  location: string;
  sections: ResumeSection[];
  layout: ResumeLayout;
}
