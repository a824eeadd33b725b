import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ParsedResumeSchema } from '@elevate/contracts/matching/parse.schema';
import { parseResumePdf } from './parser/parse-resume.ts';

/** A line of a test resume: its text and how it is set; `x` places it in a column, `gap` is space above it. */
interface Row {
  text: string;
  size?: number;
  bold?: boolean;
  x?: number;
  gap?: number;
}

/** Writes a PDF with each column's rows from the top of the page down (pages break when a column is full). */
const pdfOf = async (columns: Row[][], pages = 1): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    for (const rows of columns) {
      let y = 800;
      for (const row of rows) {
        const size = row.size ?? 10;
        y -= (row.gap ?? 4) + size;
        page.drawText(row.text, { x: row.x ?? 40, y, size, font: row.bold ? bold : regular });
      }
    }
  }
  return doc.save();
};

const heading = (text: string, x = 40): Row => ({ text, bold: true, size: 12, gap: 14, x });

const SINGLE_COLUMN: Row[] = [
  { text: 'Priya Sharma', size: 22, bold: true },
  { text: 'priya.sharma@example.com | +91 98765 43210 | Pune, Maharashtra' },
  { text: 'linkedin.com/in/priya-sharma | github.com/priyasharma' },
  heading('EDUCATION'),
  { text: 'B.Tech in Computer Science, College of Engineering Pune', bold: true },
  { text: '2019 – 2023 | CGPA: 8.7/10' },
  { text: 'Class XII, Delhi Public School', bold: true, gap: 10 },
  { text: '2019 | 82%' },
  heading('WORK EXPERIENCE'),
  { text: 'Software Engineer | Infosys Ltd', bold: true },
  { text: 'Jun 2022 – Present' },
  { text: '• Built REST APIs with Node.js and PostgreSQL' },
  { text: 'Intern | Acme Technologies Pvt Ltd', bold: true, gap: 10 },
  { text: 'Jan 2022 – Jul 2022' },
  { text: '• Wrote React components' },
  heading('PROJECTS'),
  { text: 'Campus Connect', bold: true },
  { text: 'A placement portal built with React and Docker' },
  heading('TECHNICAL SKILLS'),
  { text: 'JavaScript, Python, SQL, Git' },
];

const NOW = new Date('2024-06-15T00:00:00Z');

describe('parseResumePdf', () => {
  it('reads every field of a single-column resume', async () => {
    const parsed = ParsedResumeSchema.parse(await parseResumePdf(await pdfOf([SINGLE_COLUMN]), { now: NOW }));
    expect(parsed.layout).toEqual({ pages: 1, pagesRead: 1, columns: 1, scanned: false });
    expect(parsed.warnings).toEqual([]);
    expect(parsed.name?.value).toBe('Priya Sharma');
    expect(parsed.email?.value).toBe('priya.sharma@example.com');
    expect(parsed.phone?.value).toBe('+919876543210');
    expect(parsed.city?.value).toBe('Pune');
    expect(parsed.state?.value).toBe('Maharashtra');
    expect(parsed.links.map((l) => l.kind)).toEqual(['linkedin', 'github']);
    expect(parsed.education[0]).toMatchObject({
      degree: 'B.Tech',
      startYear: 2019,
      endYear: 2023,
      grade: { kind: 'cgpa', value: '8.7' },
    });
    expect(parsed.education[0]?.institution).toMatch(/College of Engineering Pune/);
    expect(parsed.education[1]).toMatchObject({
      degree: 'Higher Secondary Certificate (12th)',
      grade: { kind: 'percentage', value: '82' },
    });
    expect(parsed.work[0]).toMatchObject({
      title: 'Software Engineer',
      company: 'Infosys Ltd',
      start: '2022-06',
      current: true,
    });
    expect(parsed.work[1]).toMatchObject({ title: 'Intern', start: '2022-01', end: '2022-07', current: false });
    // Jan 2022 – Jun 2024, the overlap of the internship and the job counted once.
    expect(parsed.experienceMonths).toBe(30);
    expect(parsed.projects[0]?.name).toBe('Campus Connect');
    expect(parsed.skills.filter((s) => s.source === 'skills-section').map((s) => s.name)).toEqual(
      expect.arrayContaining(['JavaScript', 'Python', 'SQL']),
    );
  });
});
