import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import { ParsedResumeSchema } from '@elevate/contracts/matching/parse.schema';
import { parseResumePdf } from './parser/parse-resume.ts';
import { renderResumePdf } from './testing/resume-pdf.ts';
import { ONE_COLUMN_LAYOUT, type ResumeLayout, type ResumeSpec } from './testing/resume-spec.ts';

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

/** A final-year student's resume as the test renderer draws it; the layout varies by test. */
const resume = (layout: Partial<ResumeLayout> = {}): ResumeSpec => ({
  id: 'parser-test',
  name: 'Ananya Iyer',
  tagline: 'Final Year B.Tech Student',
  email: 'ananya.iyer@gmail.com',
  phone: '+91 98450 12345',
  links: ['linkedin.com/in/ananya-iyer', 'github.com/ananyai'],
  location: 'Chennai, Tamil Nadu',
  sections: [
    { kind: 'summary', heading: 'Career Objective', text: 'Aspiring software engineer keen on backend systems.' },
    {
      kind: 'education',
      heading: 'Academic Qualifications',
      entries: [
        {
          degree: 'B.Tech',
          field: 'Information Technology',
          institution: 'SRM Institute of Science and Technology',
          years: '2020 – 2024',
          grade: '8.9 CGPA',
          location: 'Chennai',
        },
        { degree: 'Class XII', institution: 'Kendriya Vidyalaya', years: '2020', grade: '91%' },
      ],
    },
    {
      kind: 'work',
      heading: 'Internships',
      entries: [
        {
          title: 'Backend Intern',
          company: 'Zoho Corporation',
          dates: 'May 2023 – Jul 2023',
          location: 'Chennai',
          bullets: ['Wrote Java services', 'Tuned PostgreSQL queries'],
        },
        {
          title: 'Software Engineer Trainee',
          company: 'Freshworks',
          dates: 'Jan 2024 - Present',
          bullets: ['Built Node.js APIs'],
        },
      ],
    },
    {
      kind: 'projects',
      heading: 'Academic Projects',
      entries: [
        {
          name: 'Smart Attendance',
          tech: 'Python, Machine Learning',
          url: 'github.com/ananyai/attendance',
          bullets: ['Face recognition attendance for classes'],
        },
        { name: 'Hostel Portal', tech: 'React, Node.js', bullets: ['Room allotment web app'] },
      ],
    },
    {
      kind: 'skills',
      heading: 'Technical Skills',
      lines: ['Languages: Java, Python, C++', 'Databases: SQL, PostgreSQL'],
      style: 'list',
    },
    { kind: 'free', heading: 'Hobbies', lines: ['Carnatic music', 'Chess'], sidebar: true },
  ],
  layout: { ...ONE_COLUMN_LAYOUT, contact: 'stacked', ...layout },
});

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

  it.each([1, 2] as const)('reads the fields of a %i-column resume from the test renderer', async (columns) => {
    const parsed = await parseResumePdf(await renderResumePdf(resume({ columns })), { now: NOW });
    expect(parsed.layout).toEqual({ pages: 1, pagesRead: 1, columns, scanned: false });
    expect(parsed.warnings).toEqual(columns === 2 ? ['two-column'] : []);
    expect(parsed.name?.value).toBe('Ananya Iyer');
    expect(parsed.email?.value).toBe('ananya.iyer@gmail.com');
    expect(parsed.phone?.value).toBe('+919845012345');
    expect([parsed.city?.value, parsed.state?.value]).toEqual(['Chennai', 'Tamil Nadu']);
    expect(parsed.links.map((l) => l.kind)).toEqual(['linkedin', 'github']);
    expect(parsed.education).toMatchObject([
      { degree: 'B.Tech', field: 'Information Technology', institution: 'SRM Institute of Science and Technology' },
      { degree: 'Higher Secondary Certificate (12th)', institution: 'Kendriya Vidyalaya', endYear: 2020 },
    ]);
    // Two jobs with no bold titles and no wider gap between them are still two jobs.
    expect(parsed.work).toMatchObject([
      { title: 'Backend Intern', company: 'Zoho Corporation', start: '2023-05', end: '2023-07', current: false },
      { title: 'Software Engineer Trainee', company: 'Freshworks', start: '2024-01', end: null, current: true },
    ]);
    expect(parsed.experienceMonths).toBe(3 + 6);
    expect(parsed.projects).toMatchObject([
      {
        name: 'Smart Attendance',
        url: 'https://github.com/ananyai/attendance',
        skills: ['Python', 'Machine Learning'],
      },
      { name: 'Hostel Portal', url: null, skills: expect.arrayContaining(['React', 'Node.js']) },
    ]);
    expect(parsed.skills.filter((s) => s.source === 'skills-section').map((s) => s.name)).toEqual([
      'Java',
      'Python',
      'C++',
      'SQL',
      'PostgreSQL',
    ]);
  });

  it.each([
    ['title-bold', 'Times'],
    ['underlined-caps', 'Courier'],
    ['plain-large', 'Helvetica'],
  ] as const)('finds the sections under %s headings in %s', async (heading, font) => {
    const parsed = await parseResumePdf(await renderResumePdf(resume({ heading, font, contact: 'one-line' })), {
      now: NOW,
    });
    expect(parsed.name?.value).toBe('Ananya Iyer');
    expect(parsed.education.map((e) => e.degree)).toEqual(['B.Tech', 'Higher Secondary Certificate (12th)']);
    expect(parsed.work.map((w) => w.company)).toEqual(['Zoho Corporation', 'Freshworks']);
    expect(parsed.projects.map((p) => p.name)).toEqual(['Smart Attendance', 'Hostel Portal']);
    expect(parsed.skills.filter((s) => s.source === 'skills-section')).toHaveLength(5);
  });

  it('says a scanned resume (no text layer) is scanned and reads nothing from it', async () => {
    const parsed = await parseResumePdf(await renderResumePdf(resume({ scanned: true })));
    expect(parsed.layout.scanned).toBe(true);
    expect(parsed.warnings).toEqual(['scanned']);
    expect(parsed).toMatchObject({ name: null, email: null, phone: null, education: [], work: [], skills: [] });
  });

  it('finds a heading that is bold capitals without knowing its words', async () => {
    const parsed = await parseResumePdf(
      await pdfOf([
        [
          { text: 'Asha Nair', size: 20, bold: true },
          heading('TECHNICAL SKILLS'),
          { text: 'Java, SQL' },
          heading('LEADERSHIP'),
          { text: 'Ran a Python study circle for juniors' },
        ],
      ]),
    );
    expect(parsed.skills).toEqual([
      { name: 'Java', source: 'skills-section', confidence: 0.9 },
      { name: 'SQL', source: 'skills-section', confidence: 0.9 },
      // Under LEADERSHIP, not the skills list or a job: named once in prose, it is offered unticked.
      { name: 'Python', source: 'text', confidence: 0.4 },
    ]);
  });

  it('reads a degree set bold in capitals as an entry, not a section heading', async () => {
    const parsed = await parseResumePdf(
      await pdfOf([
        [
          { text: 'Meghna Das', size: 20, bold: true },
          heading('EDUCATION'),
          { text: 'MBA (HR)', bold: true },
          { text: 'Institute of Engineering and Management, Kolkata' },
          { text: '2020 – 2022 | CGPA 8.3' },
          { text: 'BBA', bold: true, gap: 10 },
          { text: 'Bethune College, Kolkata' },
          { text: '2017 – 2020 | 71%' },
        ],
      ]),
    );
    expect(parsed.education).toMatchObject([
      { degree: 'MBA', institution: 'Institute of Engineering and Management', grade: { kind: 'cgpa' } },
      { degree: 'BBA', institution: 'Bethune College', grade: { kind: 'percentage', value: '71' } },
    ]);
  });

  it('reads at most PARSE_MAX_PAGES pages and warns that the rest was left', async () => {
    const parsed = await parseResumePdf(await pdfOf([SINGLE_COLUMN], 8));
    expect(parsed.layout).toMatchObject({ pages: 8, pagesRead: 6 });
    expect(parsed.warnings).toContain('truncated');
  });

  it('stops at the time limit with the "too slow" message (a 400, never a 500)', async () => {
    const error = await parseResumePdf(await pdfOf([SINGLE_COLUMN]), { timeLimitMs: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, message: MatchingMessages.tooSlow });
  });

  it('refuses a file that is not a PDF, or a broken one, as unreadable', async () => {
    for (const bytes of [Buffer.from('PK\u0003\u0004 a zip file'), Buffer.from('%PDF-1.7\n garbage with no objects')]) {
      const error = await parseResumePdf(bytes).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 400, message: MatchingMessages.unreadable });
    }
  });

  it('parses a two-page resume in well under 300 ms', async () => {
    const bytes = await pdfOf([SINGLE_COLUMN], 2);
    await parseResumePdf(bytes);
    const started = performance.now();
    await parseResumePdf(bytes);
    expect(performance.now() - started).toBeLessThan(300);
  });
});
