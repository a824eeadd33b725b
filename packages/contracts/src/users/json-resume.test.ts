import { describe, expect, it } from 'vitest';
import { canonicalDegree, educationLevelOf, parseScore } from './json-resume.education.ts';
import { profileToJsonResume, type JsonResumeAccount } from './json-resume.export.ts';
import { foreignResume, fullProfileBody } from './json-resume.fixtures.ts';
import { jsonResumeToProfile } from './json-resume.import.ts';
import {
  composeDescription,
  dayMonthYearToJsonDate,
  jsonDateToDayMonthYear,
  JsonResumeSchema,
  splitDescription,
  type JsonResume,
} from './json-resume.ts';
import { CompleteProfileBodySchema, type CompleteProfile, type CompleteProfileBody } from './profile.schema.ts';

const account: JsonResumeAccount = {
  fullName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya.menon@example.in',
  ucontact: '9876501234',
  pictureUrl: 'https://elevate.example.in/uploads/u/profile-picture-1.png',
};

/** What the database gives back for a saved body: parsed values with ids (no picture or resume). */
const saved = (body: CompleteProfileBody): CompleteProfile => {
  const v = CompleteProfileBodySchema.parse(body);
  let id = 0;
  const withIds = <T extends object>(list: T[]) => list.map((e) => ({ ...e, id: ++id }));
  return {
    personal: { ...v.personal, profilePicLink: null, resumeFileName: null },
    education: withIds(v.education),
    work: withIds(v.work),
    project: withIds(v.project),
    skill: v.skill.map((name) => ({ id: ++id, name })),
    other: withIds(v.other),
  } as CompleteProfile;
};

describe('JSON Resume dates', () => {
  it.each([
    ['2020-06-15', '15-06-2020'],
    ['2020-06', '01-06-2020'],
    ['2020', '01-01-2020'],
    ['2020-06-15T10:30:00Z', '15-06-2020'],
    [' 2020-02-29 ', '29-02-2020'],
  ])('%s is %s', (json, dmy) => expect(jsonDateToDayMonthYear(json)).toBe(dmy));

  it.each(['2021-02-29', '2020-13', 'June 2020', 'Present', '', '20-06-2020'])('%s is not a date', (json) =>
    expect(jsonDateToDayMonthYear(json)).toBeNull(),
  );

  it('our dd-mm-yyyy goes out as YYYY-MM-DD', () => expect(dayMonthYearToJsonDate('05-09-2001')).toBe('2001-09-05'));
});

describe('descriptions as lines', () => {
  it('a summary, bullets and labelled facts come apart and back together', () => {
    const parts = { summary: 'Line one\nLine two', highlights: ['a', 'b'], facts: { location: 'Kochi', link: 'x' } };
    const text = composeDescription(parts);
    expect(text).toBe('Line one\nLine two\n• a\n• b\nLocation: Kochi\nLink: x');
    expect(splitDescription(text)).toEqual(parts);
  });
});

describe('education read from another tool', () => {
  it.each([
    ['Bachelor of Technology', 'B.Tech'],
    ['BTech', 'B.Tech'],
    ['b. tech.', 'B.Tech'],
    ['Master of Business Administration', 'MBA'],
    ['Master of Science in Physics', 'M.Sc'],
    ['Doctor of Philosophy', 'Ph.D'],
    ['Class XII (CBSE)', 'Higher Secondary Certificate (12th)'],
    ['SSC', 'Secondary School Certificate (10th)'],
  ])('%s is our %s', (text, degree) => expect(canonicalDegree(text)).toBe(degree));

  it('a degree that is not ours stays as written', () => expect(canonicalDegree('Bachelor')).toBeNull());

  it.each([
    ['Bachelor', 'Graduation/Diploma'],
    ['Diploma in Mechanical Engineering', 'Graduation/Diploma'],
    ['MBA', 'Post Graduation'],
    ["Master's", 'Post Graduation'],
    ['PhD', 'PHD/Doctorate/Research'],
    ['Higher Secondary', '12th'],
    ['Matriculation', '10th'],
  ])('%s is level %s', (text, level) => expect(educationLevelOf(text)).toBe(level));

  it.each([
    ['8.7/10', { gradeType: 'CGPA', grade: 8.7 }],
    ['CGPA 8.7', { gradeType: 'CGPA', grade: 8.7 }],
    ['8.7', { gradeType: 'CGPA', grade: 8.7 }],
    ['87%', { gradeType: 'PERCENTAGE', grade: 87 }],
    ['87.5 percent', { gradeType: 'PERCENTAGE', grade: 87.5 }],
    ['874/1000', null],
    ['3.8/4.0', null],
    ['GPA 3.8', null],
    ['3.8', null],
    ['First Class', null],
  ])('score %s', (score, grade) => expect(parseScore(score)).toEqual(grade));
});

describe('profile → JSON Resume → profile', () => {
  it('the export is a valid JSON Resume with every section filled', () => {
    const json = profileToJsonResume(saved(fullProfileBody()), account);
    expect(JsonResumeSchema.safeParse(json).success).toBe(true);
    expect(json.basics).toMatchObject({
      name: 'Kavya Menon',
      label: 'Software Engineer',
      email: 'kavya.menon@example.in',
      phone: '9876501234',
      image: account.pictureUrl,
      url: 'https://blog.kavya.dev',
      location: { city: 'Kochi', region: 'Kerala', postalCode: '682030', countryCode: 'IN' },
    });
    expect(json.basics?.profiles).toContainEqual({
      network: 'GitHub',
      username: 'kavyamenon',
      url: 'https://github.com/kavyamenon',
    });
    expect(json.work?.[0]).toMatchObject({
      name: 'Godavari Labs',
      position: 'Software Engineer',
      startDate: '2021-07-01',
      summary: 'Build the ingestion service.',
      highlights: ['Cut batch time from 2 h to 15 min', 'Led the move to PostgreSQL 16'],
      location: 'Kochi',
      url: 'https://godavari.example.in',
    });
    expect(json.work?.[0]).not.toHaveProperty('endDate');
    expect(json.education?.[0]).toMatchObject({ studyType: 'M.Tech', startDate: '2021', score: '8.4/10' });
    expect(json.projects?.[0]).toMatchObject({
      keywords: ['React', 'D3'],
      highlights: ['40k visitors in its first month'],
    });
    expect(json.certificates?.[0]).toMatchObject({ name: 'AWS Certified Developer – Associate', date: '2023-03-10' });
    expect(json.awards?.[0]).toMatchObject({ awarder: 'Kerala Startup Mission', summary: 'First of 120 teams.' });
    expect(json.publications?.[0]).toMatchObject({ name: 'Method for compressing sensor time series' });
    expect(json.skills).toEqual([
      { name: 'PostgreSQL' },
      { name: 'Python' },
      { name: 'React' },
      { name: 'Apache Kafka' },
    ]);
    expect(json.languages).toEqual([{ language: 'Malayalam' }, { language: 'English' }, { language: 'Hindi' }]);
    expect(json.interests).toEqual([{ name: 'Carnatic music' }, { name: 'Trekking' }]);
  });

  it('importing our own export gives back the same profile and reports nothing', () => {
    const original = saved(fullProfileBody());
    const json = JSON.parse(JSON.stringify(profileToJsonResume(original, account))) as JsonResume;
    const { body, unmapped } = jsonResumeToProfile(JsonResumeSchema.parse(json), account);
    expect(unmapped).toEqual([]);
    expect(CompleteProfileBodySchema.parse(body)).toEqual(CompleteProfileBodySchema.parse(fullProfileBody()));
    expect(profileToJsonResume(saved(body), account)).toEqual(json);
  });

  it('an item edited in another tool is read from its standard fields, keeping what only we know', () => {
    const json = profileToJsonResume(saved(fullProfileBody()), account);
    json.work![1] = { ...json.work![1], position: 'Data Engineer (part-time)' };
    json.education![1] = { ...json.education![1], score: '80%' };
    const { body, unmapped } = jsonResumeToProfile(json, account);
    expect(unmapped).toEqual([]);
    expect(body.work[1]).toMatchObject({ title: 'Data Engineer (part-time)', employmentType: 'Internship' });
    expect(body.education[1]).toMatchObject({ level: 'Graduation/Diploma', degree: 'B.Tech', grade: 80 });
  });
});

describe('a resume from another tool', () => {
  const imported = () => jsonResumeToProfile(JsonResumeSchema.parse(foreignResume()), account);
  const reasonFor = (path: string) => imported().unmapped.find((u) => u.path === path)?.reason;

  it('maps education levels and degrees sensibly', () => {
    const { body } = imported();
    expect(body.education).toEqual([
      expect.objectContaining({
        level: 'Post Graduation',
        courseLevel: 'Post Graduation',
        degreeLevel: 'PG',
        degree: 'M.Sc (Computer Science)',
        institution: 'Indian Institute of Science',
        startYear: 2022,
        endYear: 2024,
        gradeType: 'CGPA',
        grade: 8.9,
      }),
      expect.objectContaining({
        level: 'Graduation/Diploma',
        courseLevel: 'Graduation/Diploma',
        degreeLevel: 'UG',
        degree: 'B.Tech (Electronics and Communication)',
        startYear: 2016,
        endYear: 2020,
        grade: null,
      }),
      expect.objectContaining({
        level: '12th',
        courseLevel: null,
        degree: 'Higher Secondary Certificate (12th)',
        gradeType: 'PERCENTAGE',
        grade: 94,
      }),
    ]);
    expect(reasonFor('education[1].score')).toMatch(/3.7\/4.0/);
    expect(reasonFor('education[0].courses')).toBeDefined();
    expect(reasonFor('education[3]')).toMatch(/Start Year/);
  });

  it('keeps work highlights, location and link as lines of the description', () => {
    const { body } = imported();
    expect(body.work[0]).toMatchObject({
      company: 'Sahyadri Software',
      title: 'Senior Developer',
      employmentType: 'Full-Time',
      startDate: '01-04-2021',
      currentJob: true,
      endDate: null,
      description:
        'Payments team.\n• Built UPI reconciliation\n• Mentored four juniors\nLocation: Bengaluru\nLink: https://sahyadri.example.in',
    });
    expect(body.work[1]).toMatchObject({ employmentType: 'Internship', endDate: '30-06-2020', currentJob: false });
    expect(body.work).toHaveLength(2);
    expect(reasonFor('work[2]')).toMatch(/Company is mandatory field !/);
    expect(reasonFor('work[0].description')).toBeDefined();
  });

  it('fills personal details, links, languages, skills and other entries', () => {
    const { body } = imported();
    expect(body.personal).toMatchObject({
      currentAddress: '12, MG Road',
      currentCity: 'Bengaluru',
      currentState: 'Karnataka',
      zipcode: '560001',
      coverLetter: 'Full-stack developer who enjoys building for Indian languages.',
      languagesKnown: ['Malayalam', 'English'],
      otherDetails: 'Interests: Chess, Cycling',
      socialLinks: {
        website: 'https://arjun.example.in',
        github: 'https://github.com/arjunnair',
        linkedin: 'https://www.linkedin.com/in/arjun-nair',
        other: 'https://mastodon.social/@arjun',
      },
    });
    expect(body.skill).toEqual(['Web Development', 'HTML', 'CSS', 'TypeScript', 'Databases', 'PostgreSQL']);
    expect(body.other.map((o) => [o.kind, o.title])).toEqual([
      ['certification', 'Google Cloud Associate Engineer'],
      ['achievement', 'Smart India Hackathon winner'],
      ['achievement', 'Transliteration at scale'],
      ['achievement', 'Mentor (volunteer)'],
    ]);
    expect(body.project[0]?.description).toBe(
      'An input method for Malayalam.\n• 10k installs\nKeywords: Rust, Wasm\nRoles: Maintainer',
    );
    expect(CompleteProfileBodySchema.safeParse(body).success).toBe(true);
  });

  it('lists everything it could not keep, with a reason', () => {
    const paths = imported().unmapped.map((u) => u.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'hobbies',
        'basics.name',
        'basics.email',
        'basics.phone',
        'basics.image',
        'basics.label',
        'languages[0].fluency',
        'skills[0].level',
        'interests[0].keywords',
        'references[0]',
        'certificates[0].url',
        'volunteer[0].endDate',
        'projects[0].entity',
        'projects[0].type',
        'education[1].url',
      ]),
    );
    for (const u of imported().unmapped) expect(u.reason.length).toBeGreaterThan(10);
  });

  it('an empty file empties the profile', () => {
    const { body, unmapped } = jsonResumeToProfile({}, account);
    expect(unmapped).toEqual([]);
    expect(CompleteProfileBodySchema.parse(body)).toMatchObject({ education: [], work: [], skill: [] });
  });

  it('refuses wrong types with the path of the field', () => {
    const bad = JsonResumeSchema.safeParse({ work: [{ highlights: 'one' }], basics: { profiles: {} } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['work.0.highlights', 'basics.profiles']),
    );
    expect(JsonResumeSchema.safeParse([]).success).toBe(false);
  });
});
