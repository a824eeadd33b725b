import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { renderResumePdf } from '../../apps/api/src/modules/matching/testing/resume-pdf.ts';
import { ONE_COLUMN_LAYOUT } from '../../apps/api/src/modules/matching/testing/resume-spec.ts';
import { TECH_TEMPLATES } from '../../apps/api/src/scripts/seed/fixtures/job-templates-tech.ts';
import { BUSINESS_TEMPLATES } from '../../apps/api/src/scripts/seed/fixtures/job-templates-business.ts';
import { apiSession, completeProfileOf, verifiedCandidate, type Candidate } from './candidates';

/** A resume of the labelled set (apps/api/test/resumes), as its bytes. */
export const committedResume = (file: string): Promise<Buffer> =>
  readFile(join(import.meta.dirname, '../../apps/api/test/resumes', file));

/**
 * The skills a seeded job asks for, from the template it was made from (its title may carry "Senior", " Intern"
 * or " (Part-Time)").
 */
export const seededJobSkills = (jobTitle: string): string[] => {
  const base = jobTitle
    .replace(/^Senior /, '')
    .replace(/ \(Part-Time\)$/, '')
    .replace(/ Intern$/, '');
  const template = [...TECH_TEMPLATES, ...BUSINESS_TEMPLATES].find((t) => t.title === base || t.title === jobTitle);
  expect(template, `a seed template for "${jobTitle}"`).toBeDefined();
  return template!.skills;
};

/**
 * A one-page resume rendered like the labelled set's: a Skills section listing `skills` (read with high
 * confidence), a B.Tech, an internship, and
 * an Achievements line that alone names `textOnlySkill` (read with low confidence).
 */
export const renderedResume = async ({
  name,
  email,
  skills,
  textOnlySkill,
}: {
  name: string;
  email: string;
  skills: string[];
  textOnlySkill?: string;
}): Promise<Buffer> =>
  Buffer.from(
    await renderResumePdf({
      id: 'e2e',
      name,
      email,
      phone: '+91 98234 56710',
      links: [],
      location: 'Pune, Maharashtra',
      sections: [
        {
          kind: 'education',
          heading: 'Education',
          entries: [
            {
              degree: 'B.Tech',
              field: 'Computer Engineering',
              institution: 'College of Engineering Pune',
              years: '2019 – 2023',
              grade: 'CGPA: 8.4 / 10',
            },
          ],
        },
        { kind: 'skills', heading: 'Skills', style: 'list', lines: [`Technical: ${skills.join(', ')}`] },
        {
          kind: 'work',
          heading: 'Experience',
          entries: [
            {
              title: 'Software Engineer Intern',
              company: 'Sahyadri Softworks',
              dates: 'Jan 2023 – Jun 2023',
              bullets: ['Built internal tools used by the support team every day.'],
            },
          ],
        },
        // Named only in passing under Achievements: the parser offers it, unsure, rather than ticking it.
        ...(textOnlySkill
          ? [
              {
                kind: 'free' as const,
                heading: 'Achievements',
                lines: [`Runner-up at a college hackathon where our team deployed a chatbot with ${textOnlySkill}.`],
              },
            ]
          : []),
      ],
      layout: ONE_COLUMN_LAYOUT,
    }),
  );

/**
 * A verified candidate whose profile holds everything an application needs, with `resume` as the profile's
 * resume (uploaded through s3/pre-signed), signed in through the API.
 */
export const candidateWithResume = async (
  request: APIRequestContext,
  testInfo: TestInfo,
  name: { fullName: string; lastName: string },
  resume: Buffer,
): Promise<Candidate> => {
  const user = await verifiedCandidate(request, testInfo, name);
  const headers = await apiSession(request, user);
  await completeProfileOf(request, headers, `${name.fullName}-${name.lastName}.pdf`, resume);
  return { ...user, uid: Number(headers.auth_uid), headers };
};
