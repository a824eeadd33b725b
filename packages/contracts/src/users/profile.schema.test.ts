import { describe, expect, it } from 'vitest';
import {
  CompleteProfileBodySchema,
  EducationEntryBodySchema,
  OtherEntryBodySchema,
  PersonalSectionBodySchema,
  ProjectEntryBodySchema,
  SkillSuggestQuerySchema,
  SkillsSectionBodySchema,
  UidQuerySchema,
  WorkEntryBodySchema,
  normaliseSkills,
  skillKey,
} from './profile.schema.ts';
import { DEGREES, EARLIEST_EDUCATION_YEAR, MARITAL_STATUSES, educationYears, yearList } from './profile.options.ts';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const education = { level: 'Graduation/Diploma', institution: 'Anna University', startYear: 2019, endYear: 2023 };

describe('year lists', () => {
  it("the spec's year list runs from five years before this year to five after", () => {
    expect(yearList(new Date('2026-11-23'))).toEqual([
      2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031,
    ]);
  });

  it('education years add every earlier year back to 1960, newest first', () => {
    const years = educationYears(new Date('2026-11-23'));
    expect(years[0]).toBe(2031);
    expect(years.at(-1)).toBe(EARLIEST_EDUCATION_YEAR);
    expect(years).toHaveLength(2031 - 1960 + 1);
    for (const y of yearList(new Date('2026-11-23'))) expect(years).toContain(y);
  });

  it('a start year outside the list is refused', () => {
    const thisYear = new Date().getFullYear();
    expect(EducationEntryBodySchema.safeParse({ ...education, startYear: 1959, endYear: null }).success).toBe(false);
    expect(EducationEntryBodySchema.safeParse({ ...education, startYear: thisYear + 6, endYear: null }).success).toBe(
      false,
    );
    expect(EducationEntryBodySchema.safeParse({ ...education, startYear: thisYear + 5, endYear: null }).success).toBe(
      true,
    );
  });
});

describe('grade ranges', () => {
  const grade = (gradeType: string | null, value: number) =>
    fieldErrors(EducationEntryBodySchema.safeParse({ ...education, gradeType, grade: value }));

  it('CGPA runs from 0 to 10', () => {
    expect(grade('CGPA', 0)).toEqual({});
    expect(grade('CGPA', 10)).toEqual({});
    expect(grade('CGPA', 10.01)).toEqual({ grade: 'CGPA must be between 0 and 10' });
    expect(grade('CGPA', -0.1)).toEqual({ grade: 'CGPA must be between 0 and 10' });
  });

  it('a percentage runs from 0 to 100', () => {
    expect(grade('PERCENTAGE', 100)).toEqual({});
    expect(grade('PERCENTAGE', 76.5)).toEqual({});
    expect(grade('PERCENTAGE', 100.5)).toEqual({ grade: 'Percentage must be between 0 and 100' });
  });

  it('a grade needs its type', () => {
    expect(grade(null, 8)).toEqual({ gradeType: 'Choose CGPA or PERCENTAGE for this grade' });
  });
});

describe('section bodies', () => {
  it('personal: blanks become null, links are kept only when filled, languages are merged like skills', () => {
    const parsed = PersonalSectionBodySchema.parse({
      currentCity: '  ',
      zipcode: '',
      gender: '',
      languagesKnown: ['Hindi', ' hindi', 'Urdu'],
      socialLinks: { linkedin: 'https://linkedin.com/in/asha', github: '' },
    });
    expect(parsed).toMatchObject({
      currentCity: null,
      zipcode: null,
      gender: null,
      languagesKnown: ['Hindi', 'Urdu'],
      socialLinks: { linkedin: 'https://linkedin.com/in/asha' },
    });
  });

  it('personal: date of birth is dd-mm-yyyy and makes the person 14 to 100 years old', () => {
    const dob = (dateOfBirth: string) => fieldErrors(PersonalSectionBodySchema.safeParse({ dateOfBirth }));
    expect(dob('29-02-2004')).toEqual({});
    expect(dob('29-02-2003')).toEqual({ dateOfBirth: 'Date of Birth must be a real date written as dd-mm-yyyy' });
    expect(dob('2004-02-29')).toEqual({ dateOfBirth: 'Date of Birth must be a real date written as dd-mm-yyyy' });
    const child = new Date();
    child.setFullYear(child.getFullYear() - 10);
    const dmy = `${String(child.getDate()).padStart(2, '0')}-${String(child.getMonth() + 1).padStart(2, '0')}-${child.getFullYear()}`;
    expect(dob(dmy)).toEqual({ dateOfBirth: 'Date of birth must make you between 14 and 100 years old' });
  });

  it('personal: marital status and state come from their lists; experience from the spec values', () => {
    expect(
      fieldErrors(
        PersonalSectionBodySchema.safeParse({
          maritalStatus: 'Complicated',
          currentState: 'Bombay',
          experienceYears: 11,
        }),
      ),
    ).toEqual({
      maritalStatus: 'Invalid Value !',
      currentState: 'Invalid Value !',
      experienceYears: 'Invalid Value !',
    });
    for (const value of [0, 1, 10, 12.5, 15, 20, 30])
      expect(PersonalSectionBodySchema.safeParse({ experienceYears: value }).success, String(value)).toBe(true);
    for (const status of MARITAL_STATUSES)
      expect(PersonalSectionBodySchema.safeParse({ maritalStatus: status }).success).toBe(true);
  });

  it('work: a current job needs no end and keeps none; a finished one needs an end after its start', () => {
    const work = { company: 'TCS', title: 'Analyst', employmentType: 'Full-Time', startDate: '01-07-2021' };
    expect(WorkEntryBodySchema.parse({ ...work, currentJob: true, endDate: '01-01-2022' }).endDate).toBeNull();
    expect(fieldErrors(WorkEntryBodySchema.safeParse(work))).toEqual({ endDate: 'End Date is mandatory field !' });
    expect(fieldErrors(WorkEntryBodySchema.safeParse({ ...work, endDate: '30-06-2021' }))).toEqual({
      endDate: 'The end cannot be before the start',
    });
    expect(fieldErrors(WorkEntryBodySchema.safeParse({ ...work, startDate: '01-01-2999', currentJob: true }))).toEqual({
      startDate: 'Start Date cannot be in the future',
    });
    expect(fieldErrors(WorkEntryBodySchema.safeParse({ ...work, employmentType: 'Contract' }))).toEqual({
      employmentType: 'Employment Type is mandatory field !',
    });
  });

  it('project: a link must be http(s) and the end cannot precede the start', () => {
    expect(fieldErrors(ProjectEntryBodySchema.safeParse({ title: 'X', url: 'ftp://example.in' }))).toEqual({
      url: 'Please enter a full link starting with https://',
    });
    expect(
      fieldErrors(ProjectEntryBodySchema.safeParse({ title: 'X', startDate: '02-01-2024', endDate: '01-01-2024' })),
    ).toEqual({ endDate: 'The end cannot be before the start' });
  });

  it('other: a patent needs its status; other kinds drop it', () => {
    expect(fieldErrors(OtherEntryBodySchema.safeParse({ kind: 'patent', title: 'Probe' }))).toEqual({
      status: 'Patent Status is mandatory field !',
    });
    expect(
      OtherEntryBodySchema.parse({ kind: 'certification', title: 'CCNA', status: 'Patent Issued' }).status,
    ).toBeNull();
  });

  it('the whole profile refuses a 31st entry in a section', () => {
    const body = { personal: {}, education: [], work: [], project: [], skill: [], other: [] };
    const projects = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `P${i}` }));
    expect(CompleteProfileBodySchema.safeParse({ ...body, project: projects(30) }).success).toBe(true);
    expect(fieldErrors(CompleteProfileBodySchema.safeParse({ ...body, project: projects(31) }))).toEqual({
      project: 'A section can hold at most 30 entries',
    });
  });
});

describe('skills', () => {
  it('are trimmed, inner spaces collapsed and case-folded duplicates merged, the first spelling kept', () => {
    expect(normaliseSkills(['  Node.js ', 'node.JS', 'Machine   Learning', 'machine learning', '', '  '])).toEqual([
      'Node.js',
      'Machine Learning',
    ]);
    expect(skillKey('  React   JS ')).toBe(skillKey('react js'));
  });

  it('the list holds at most 100 after merging', () => {
    const many = Array.from({ length: 101 }, (_, i) => `Skill ${i}`);
    expect(SkillsSectionBodySchema.safeParse({ skills: many }).success).toBe(false);
    expect(SkillsSectionBodySchema.safeParse({ skills: [...many.slice(0, 100), 'skill 0'] }).success).toBe(true);
  });

  it('suggestions take at most 50', () => {
    expect(SkillSuggestQuerySchema.parse({})).toEqual({ initialLetters: '', limit: 50 });
    expect(SkillSuggestQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});

describe('option lists and ids', () => {
  it('degrees are a long searchable list without duplicates', () => {
    expect(DEGREES.length).toBeGreaterThan(50);
    expect(new Set(DEGREES.map((d) => d.toLowerCase())).size).toBe(DEGREES.length);
  });

  it('uId is a positive whole number within the database range', () => {
    expect(UidQuerySchema.parse({ uId: '42' })).toEqual({ uId: 42 });
    for (const bad of ['0', '-1', '1.5', 'abc', '2147483648'])
      expect(UidQuerySchema.safeParse({ uId: bad }).success, bad).toBe(false);
  });
});
