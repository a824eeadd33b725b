import { LOW_CONFIDENCE } from '@elevate/contracts/matching/matching.constants';
import { describe, expect, it } from 'vitest';
import { findPhone } from './parser/fields/contact.ts';
import { findDateRanges, monthsCovered } from './parser/fields/dates.ts';
import { findDegree, findGrade } from './parser/fields/education.ts';
import { readSkills } from './parser/fields/skills.ts';

// The parser's fields one by one, on the text they read (whole PDFs: resume-parse.parser.test.ts).
const NOW = new Date('2024-06-15T00:00:00Z');

describe('Indian phone numbers', () => {
  it.each(['+91 98765 43210', '098765 43210', '9876543210', '+91-9876543210', '+91 (987) 654-3210'])(
    'reads %s as +919876543210',
    (written) => {
      expect(findPhone(`Phone: ${written}`, '')?.value).toBe('+919876543210');
    },
  );

  it('does not take a year range or a pin code for a phone number', () => {
    expect(findPhone('2019 – 2023, Pune 411001', '')).toBeNull();
  });
});

describe('grades', () => {
  it.each([
    ['CGPA: 8.7', { kind: 'cgpa', value: '8.7' }],
    ['8.7/10', { kind: 'cgpa', value: '8.7' }],
    ['CGPA 9.12 / 10.0', { kind: 'cgpa', value: '9.12' }],
    ['8.2 CGPA', { kind: 'cgpa', value: '8.2' }],
    ['82%', { kind: 'percentage', value: '82' }],
    ['Percentage: 76.4', { kind: 'percentage', value: '76.4' }],
    ['First Division', { kind: 'division', value: 'First Division' }],
  ] as const)('reads "%s"', (written, grade) => {
    expect(findGrade(`B.Sc, 2020 – 2023, ${written}`)).toEqual(grade);
  });
});

describe('Indian degrees', () => {
  it.each([
    ['B.Tech in Mechanical Engineering', 'B.Tech'],
    ['Bachelor of Engineering (B.E.), Civil', 'B.E.'],
    ['BCA', 'BCA'],
    ['MCA (Master of Computer Applications)', 'MCA'],
    ['M.Tech, VLSI Design', 'M.Tech'],
    ['MBA – Finance', 'MBA'],
    ['B.Sc Physics', 'B.Sc'],
    ['M.Sc. Chemistry', 'M.Sc'],
    ['B.Com (Honours)', 'B.Com'],
    ['BBA', 'BBA'],
    ['Diploma in Electrical Engineering', 'Diploma in Engineering'],
    ['SSC (Class X), Maharashtra Board', 'Secondary School Certificate (10th)'],
    ['10th – CBSE', 'Secondary School Certificate (10th)'],
    ['HSC', 'Higher Secondary Certificate (12th)'],
    ['Class XII (Science)', 'Higher Secondary Certificate (12th)'],
    ['Ph.D. in Computer Science', 'Ph.D'],
    ['B.Sc. IT', 'B.Sc (IT)'],
    ['PGDM (Operations)', 'PGDM'],
    ['B.Des – Communication Design', 'B.Des'],
    ['BMS – Marketing', 'BMS'],
    ['BS-MS (Dual Degree) – Physics', 'BS-MS'],
  ])('reads "%s" as %s', (written, degree) => {
    expect(findDegree(written)?.degree).toBe(degree);
  });
});

describe('experience months', () => {
  it('counts both end months, counts an overlap once and runs a current job to now', () => {
    const months = monthsCovered(
      [
        { start: '2021-01', end: '2021-06', current: false },
        { start: '2021-04', end: '2021-09', current: false },
        { start: '2024-01', end: null, current: true },
      ],
      NOW,
    );
    expect(months).toBe(9 + 6);
  });

  it.each([
    ['Jun 2022 – Present', { start: '2022-06', end: null, current: true }],
    ['June 2021 to August 2021', { start: '2021-06', end: '2021-08', current: false }],
    ['06/2021 - 08/2022', { start: '2021-06', end: '2022-08', current: false }],
    ["Sept '22 – Mar '23", { start: '2022-09', end: '2023-03', current: false }],
    ['2019 - 2023', { start: '2019-01', end: '2023-12', current: false }],
  ])('reads "%s"', (written, range) => {
    expect(findDateRanges(written)[0]).toMatchObject(range);
  });
});

describe('skills', () => {
  it('takes short, ambiguous names from the Skills list but not from running text', () => {
    const skills = readSkills('C, Go, R, Python', 'I go to work by train and wrote Python scripts', '');
    expect(skills.map((s) => [s.name, s.source])).toEqual([
      ['C', 'skills-section'],
      ['Go', 'skills-section'],
      ['R', 'skills-section'],
      ['Python', 'skills-section'],
    ]);
    expect(readSkills('', 'I go to work and wrote Python scripts', '').map((s) => s.name)).toEqual(['Python']);
  });

  it('is sure of a tool named in a job or project, but only offers a skill named in a summary', () => {
    const skills = readSkills(
      '',
      'Built the billing API in Node.js for a payments client',
      'Built dashboards in Power BI',
    );
    expect(skills.map((s) => [s.name, s.confidence >= LOW_CONFIDENCE])).toEqual([
      ['Node.js', true],
      ['Power BI', false],
    ]);
  });
});
