import { join } from 'node:path';
import { BUSINESS } from './corpus/corpus-business.ts';
import { MIXED } from './corpus/corpus-mixed.ts';
import { TECH_PROFESSIONALS } from './corpus/corpus-tech-professionals.ts';
import { TECH_STUDENTS } from './corpus/corpus-tech-students.ts';
import type { LabelledResume, ResumeLabels } from './corpus/labelled-resume.ts';

/** The labelled resume set (issue 15, "Quality, measured"): written by hand, rendered by write-corpus.ts. */
export const RESUME_CORPUS: readonly LabelledResume[] = [
  ...TECH_STUDENTS,
  ...TECH_PROFESSIONALS,
  ...BUSINESS,
  ...MIXED,
];

/** Where the rendered PDFs and labels.json are committed. */
export const RESUMES_DIR = join(import.meta.dirname, '../../../../test/resumes');

/** One line of apps/api/test/resumes/labels.json: the file, how it was laid out, and the expected answers. */
export interface LabelsEntry extends ResumeLabels {
  file: string;
  columns: 1 | 2;
  scanned: boolean;
  pages: 1 | 2;
}

export const labelsEntryOf = ({ spec, labels }: LabelledResume): LabelsEntry => ({
  file: `${spec.id}.pdf`,
  columns: spec.layout.columns,
  scanned: spec.layout.scanned,
  pages: spec.layout.pages,
  ...labels,
});
