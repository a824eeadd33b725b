// Writes the labelled resume set to apps/api/test/resumes: one PDF per resume and labels.json.
// Run after changing a resume or the renderer: `npx tsx src/modules/matching/testing/write-corpus.ts` (in apps/api).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderResumePdf } from './resume-pdf.ts';
import { labelsEntryOf, RESUME_CORPUS, RESUMES_DIR } from './resume-corpus.ts';

const main = async () => {
  mkdirSync(RESUMES_DIR, { recursive: true });
  for (const f of readdirSync(RESUMES_DIR).filter((n) => n.endsWith('.pdf'))) rmSync(join(RESUMES_DIR, f));
  const ids = new Set<string>();
  for (const resume of RESUME_CORPUS) {
    if (ids.has(resume.spec.id)) throw new Error(`Two resumes are called ${resume.spec.id}`);
    ids.add(resume.spec.id);
    writeFileSync(join(RESUMES_DIR, `${resume.spec.id}.pdf`), await renderResumePdf(resume.spec));
  }
  writeFileSync(join(RESUMES_DIR, 'labels.json'), `${JSON.stringify(RESUME_CORPUS.map(labelsEntryOf), null, 2)}\n`);
  console.log(`${RESUME_CORPUS.length} resumes written to ${RESUMES_DIR}`);
};

void main();
