import type { z } from 'zod';
import { isUrl } from '../common/validators.ts';
import { canonicalDegree, educationLevelOf, levelsFor, parseScore } from './json-resume.education.ts';
import {
  awardOf,
  certificateOf,
  educationOf,
  projectOf,
  publicationOf,
  sameStandardFields,
  workOf,
  type Entry,
  type Json,
} from './json-resume.export.ts';
import type { Gaps } from './json-resume.gaps.ts';
import {
  composeDescription,
  ELEVATE_KEY,
  jsonDateToDayMonthYear,
  jsonDateYear,
  type JsonResume,
} from './json-resume.ts';
import { EMPLOYMENT_TYPES } from './profile.options.ts';
import {
  EducationEntryBodySchema,
  MAX_SKILLS,
  OtherEntryBodySchema,
  ProjectEntryBodySchema,
  WorkEntryBodySchema,
  type CompleteProfileBody,
  type EducationEntry,
  type OtherEntry,
} from './profile.schema.ts';

/**
 * The list sections of a JSON Resume read into the profile (work, education, projects, certificates, awards,
 * publications, volunteer, skills), for jsonResumeToProfile (json-resume.import.ts).
 */
type Body = CompleteProfileBody;

/** A record of ours under `x-elevate` that still validates (without any id: imported entries are new), or null. */
export const recordOf = <S extends z.ZodType>(item: object | undefined, schema: S): z.output<S> | null => {
  const raw = (item as Json | undefined)?.[ELEVATE_KEY];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { id: _id, ...record } = raw as Json;
  const parsed = schema.safeParse(record);
  return parsed.success ? parsed.data : null;
};

const PRESENT = /^(present|current|now|ongoing|till date|to date)$/i;

/** A date of the file as dd-mm-yyyy; one that is not a date is reported. */
const dateOf = (value: string | undefined, path: string, gaps: Gaps): string | null => {
  if (!value?.trim() || PRESENT.test(value.trim())) return null;
  const dmy = jsonDateToDayMonthYear(value);
  if (!dmy) gaps.add(path, `"${value}" is not a date written as YYYY-MM-DD, YYYY-MM or YYYY, so it was not kept.`);
  return dmy;
};

const employmentTypeOf = (position: string): (typeof EMPLOYMENT_TYPES)[number] => {
  if (/\bintern(ship)?\b|\btrainee\b/i.test(position)) return 'Internship';
  if (/\bpart[- ]?time\b/i.test(position)) return 'Part-Time';
  return 'Full-Time';
};

export const importWork = (json: JsonResume, gaps: Gaps): Array<{ path: string; entry: Body['work'][number] }> =>
  (json.work ?? []).map((w, i) => {
    const path = `work[${i}]`;
    const record = recordOf(w, WorkEntryBodySchema);
    if (record && sameStandardFields(workOf(record), w)) return { path, entry: record };
    if (w.description?.trim())
      gaps.add(`${path}.description`, 'The profile does not keep a description of the company.');
    const startDate = dateOf(w.startDate, `${path}.startDate`, gaps);
    const endDate = dateOf(w.endDate, `${path}.endDate`, gaps);
    const ongoing = !w.endDate?.trim() || PRESENT.test(w.endDate.trim());
    const employmentType =
      record?.employmentType && (EMPLOYMENT_TYPES as readonly string[]).includes(record.employmentType)
        ? record.employmentType
        : employmentTypeOf(w.position ?? '');
    return {
      path,
      entry: {
        company: w.name ?? '',
        title: w.position ?? '',
        employmentType,
        startDate: startDate ?? '',
        endDate: ongoing ? null : endDate,
        currentJob: ongoing,
        description: gaps.fit(
          composeDescription({
            summary: w.summary ?? null,
            highlights: w.highlights ?? [],
            facts: { location: w.location, link: w.url },
          }),
          2000,
          `${path}.highlights`,
        ),
      },
    };
  });

export const importEducation = (
  json: JsonResume,
  gaps: Gaps,
): Array<{ path: string; entry: Body['education'][number] }> =>
  (json.education ?? []).map((e, i) => {
    const path = `education[${i}]`;
    const record = recordOf(e, EducationEntryBodySchema);
    if (record && sameStandardFields(educationOf(record as Entry<EducationEntry>), e)) return { path, entry: record };
    if (e.courses?.length) gaps.add(`${path}.courses`, 'The profile does not keep a list of courses.');
    if (e.url?.trim()) gaps.add(`${path}.url`, 'The profile does not keep an institution’s website.');
    const studyType = e.studyType?.trim() ?? '';
    const area = e.area?.trim() ?? '';
    const known = studyType ? canonicalDegree(studyType) : null;
    const base = known ?? studyType;
    const degree = base && area ? `${base} (${area})` : base || area;
    const level = educationLevelOf(`${studyType} ${known ?? ''}`) ?? record?.level ?? 'Graduation/Diploma';
    const score = e.score?.trim() ? parseScore(e.score) : null;
    if (e.score?.trim() && !score)
      gaps.add(`${path}.score`, `"${e.score}" is not a CGPA out of 10 or a percentage, so it was not kept.`);
    const startYear = jsonDateYear(e.startDate);
    if (e.startDate?.trim() && startYear === null) dateOf(e.startDate, `${path}.startDate`, gaps);
    const endYear = jsonDateYear(e.endDate);
    if (e.endDate?.trim() && endYear === null) dateOf(e.endDate, `${path}.endDate`, gaps);
    return {
      path,
      entry: {
        level,
        ...levelsFor(level),
        degree: gaps.fit(degree, 120, `${path}.studyType`),
        institution: gaps.fit(e.institution, 200, `${path}.institution`) ?? '',
        collegeId: null,
        studyYear: null,
        gradeType: score?.gradeType ?? null,
        grade: score?.grade ?? null,
        startYear: startYear ?? undefined,
        endYear,
      },
    };
  });

export const importProjects = (json: JsonResume, gaps: Gaps): Array<{ path: string; entry: Body['project'][number] }> =>
  (json.projects ?? []).map((p, i) => {
    const path = `projects[${i}]`;
    const record = recordOf(p, ProjectEntryBodySchema);
    if (record && sameStandardFields(projectOf(record), p)) return { path, entry: record };
    if (p.entity?.trim()) gaps.add(`${path}.entity`, 'The profile does not keep who a project was for.');
    if (p.type?.trim()) gaps.add(`${path}.type`, 'The profile does not keep the kind of a project.');
    const url = p.url?.trim() && isUrl(p.url) ? p.url.trim() : null;
    if (p.url?.trim() && !url) gaps.add(`${path}.url`, 'Not a full link starting with https://, so it was not kept.');
    return {
      path,
      entry: {
        title: gaps.fit(p.name, 150, `${path}.name`) ?? '',
        description: gaps.fit(
          composeDescription({
            summary: p.description ?? null,
            highlights: p.highlights ?? [],
            facts: { keywords: (p.keywords ?? []).join(', '), roles: (p.roles ?? []).join(', ') },
          }),
          2000,
          `${path}.highlights`,
        ),
        url,
        startDate: dateOf(p.startDate, `${path}.startDate`, gaps),
        endDate: dateOf(p.endDate, `${path}.endDate`, gaps),
      },
    };
  });

type OtherBody = Body['other'][number];
export const importOther = (json: JsonResume, gaps: Gaps) => {
  const entries: Array<{ path: string; entry: OtherBody }> = [];
  const ours = (item: object, path: string, standard: (o: Entry<OtherEntry>) => Json) => {
    const record = recordOf(item, OtherEntryBodySchema);
    if (record && sameStandardFields(standard(record as Entry<OtherEntry>), item)) {
      entries.push({ path, entry: record });
      return true;
    }
    return false;
  };
  const link = (url: string | undefined, path: string) => {
    if (!url?.trim()) return null;
    if (isUrl(url)) return url.trim();
    gaps.add(path, 'Not a full link starting with https://, so it was not kept.');
    return null;
  };
  (json.certificates ?? []).forEach((c, i) => {
    const path = `certificates[${i}]`;
    if (ours(c, path, certificateOf)) return;
    entries.push({
      path,
      entry: {
        kind: 'certification',
        title: gaps.fit(c.name, 200, `${path}.name`) ?? '',
        issuer: gaps.fit(c.issuer, 150, `${path}.issuer`),
        date: dateOf(c.date, `${path}.date`, gaps),
        url: link(c.url, `${path}.url`),
      },
    });
  });
  (json.awards ?? []).forEach((a, i) => {
    const path = `awards[${i}]`;
    if (ours(a, path, awardOf)) return;
    entries.push({
      path,
      entry: {
        kind: 'achievement',
        title: gaps.fit(a.title, 200, `${path}.title`) ?? '',
        issuer: gaps.fit(a.awarder, 150, `${path}.awarder`),
        date: dateOf(a.date, `${path}.date`, gaps),
        description: gaps.fit(a.summary, 1000, `${path}.summary`),
      },
    });
  });
  (json.publications ?? []).forEach((p, i) => {
    const path = `publications[${i}]`;
    if (ours(p, path, publicationOf)) return;
    entries.push({
      path,
      entry: {
        kind: 'achievement',
        title: gaps.fit(p.name, 200, `${path}.name`) ?? '',
        issuer: gaps.fit(p.publisher, 150, `${path}.publisher`),
        date: dateOf(p.releaseDate, `${path}.releaseDate`, gaps),
        url: link(p.url, `${path}.url`),
        description: gaps.fit(p.summary, 1000, `${path}.summary`),
      },
    });
  });
  (json.volunteer ?? []).forEach((v, i) => {
    const path = `volunteer[${i}]`;
    if (v.endDate?.trim()) gaps.add(`${path}.endDate`, 'Kept as an achievement, which has one date: the start.');
    entries.push({
      path,
      entry: {
        kind: 'achievement',
        title: gaps.fit(
          v.position?.trim() ? `${v.position.trim()} (volunteer)` : 'Volunteer',
          200,
          `${path}.position`,
        )!,
        issuer: gaps.fit(v.organization, 150, `${path}.organization`),
        date: dateOf(v.startDate, `${path}.startDate`, gaps),
        url: link(v.url, `${path}.url`),
        description: gaps.fit(
          composeDescription({ summary: v.summary ?? null, highlights: v.highlights ?? [], facts: {} }),
          1000,
          `${path}.highlights`,
        ),
      },
    });
  });
  return entries;
};

export const importSkills = (json: JsonResume, gaps: Gaps): string[] => {
  const names = (json.skills ?? []).flatMap((s, i) => {
    if (s.level?.trim()) gaps.add(`skills[${i}].level`, `The profile lists skills without a level ("${s.level}").`);
    return [s.name ?? '', ...(s.keywords ?? [])].map((n) => n.trim()).filter(Boolean);
  });
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    const key = name.replace(/\s+/g, ' ').toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (name.length > 60) gaps.add(`skills`, `"${name.slice(0, 40)}…" is longer than a skill can be (60 characters).`);
    else if (kept.length >= MAX_SKILLS) gaps.add('skills', `"${name}": a profile holds at most ${MAX_SKILLS} skills.`);
    else kept.push(name);
  }
  return kept;
};
