import type { z } from 'zod';
import { isPinCode, isUrl } from '../common/validators.ts';
import { canonicalDegree, educationLevelOf, levelsFor, parseScore } from './json-resume.education.ts';
import {
  awardOf,
  basicsOf,
  certificateOf,
  educationOf,
  interestsOf,
  NETWORK_KINDS,
  PROFILE_URL_PREFIX,
  projectOf,
  publicationOf,
  sameStandardFields,
  workOf,
  type Entry,
  type Json,
  type JsonResumeAccount,
  type PersonalRecord,
  type SocialLinkKind,
} from './json-resume.export.ts';
import { Gaps, reportUnknownKeys } from './json-resume.gaps.ts';
import {
  composeDescription,
  ELEVATE_KEY,
  jsonDateToDayMonthYear,
  jsonDateYear,
  type JsonResume,
  type JsonResumeBasics,
  type Unmapped,
} from './json-resume.ts';
import { EMPLOYMENT_TYPES, INDIAN_STATES } from './profile.options.ts';
import {
  EducationEntryBodySchema,
  MAX_SECTION_ENTRIES,
  MAX_SKILLS,
  OtherEntryBodySchema,
  PersonalSectionBodySchema,
  ProjectEntryBodySchema,
  WorkEntryBodySchema,
  type CompleteProfileBody,
  type EducationEntry,
  type OtherEntry,
} from './profile.schema.ts';

/**
 * A JSON Resume read into the profile (POST users/profile/import; docs/decisions/025). An item whose standard
 * fields are still exactly what its `x-elevate` record exports to is taken as that record, so our own export
 * comes back without loss. Any other item is read from its standard fields; whatever has no place in the
 * profile, or breaks one of its rules, is listed as unmapped with the reason, never dropped silently.
 */
type Body = CompleteProfileBody;
type PersonalBody = Body['personal'];
/** PersonalSectionBodySchema's limit on languagesKnown. */
const MAX_LANGUAGES = 20;

/** A record of ours under `x-elevate` that still validates (without any id: imported entries are new), or null. */
const recordOf = <S extends z.ZodType>(item: object | undefined, schema: S): z.output<S> | null => {
  const raw = (item as Json | undefined)?.[ELEVATE_KEY];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { id: _id, ...record } = raw as Json;
  const parsed = schema.safeParse(record);
  return parsed.success ? parsed.data : null;
};

const issueText = (error: z.ZodError): string =>
  error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`).join('; ');

/** Keeps entries that pass their section's rules; a refused one is reported with the rule it broke. */
const keepValid = <T>(
  gaps: Gaps,
  section: string,
  entries: Array<{ path: string; entry: T }>,
  schema: z.ZodType,
  what: string,
): T[] => {
  const kept: T[] = [];
  for (const { path, entry } of entries) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) gaps.add(path, `${issueText(parsed.error)} (this ${what} was not imported)`);
    else if (kept.length >= MAX_SECTION_ENTRIES)
      gaps.add(path, `The ${section} section holds at most ${MAX_SECTION_ENTRIES} entries.`);
    else kept.push(entry);
  }
  return kept;
};

const stateOf = (region: string): (typeof INDIAN_STATES)[number] | null =>
  INDIAN_STATES.find((s) => s.toLowerCase() === region.trim().toLowerCase()) ?? null;

const socialLinksOf = (basics: JsonResumeBasics, gaps: Gaps) => {
  const links: Partial<Record<SocialLinkKind, string>> = {};
  const put = (kind: SocialLinkKind, url: string, path: string) => {
    if (!isUrl(url)) return gaps.add(path, 'Not a full link starting with https://, so it was not kept.');
    const free = [kind, 'other', 'portfolio'].find((k) => !links[k as SocialLinkKind]) as SocialLinkKind | undefined;
    if (!free) return gaps.add(path, 'The profile keeps one link of each kind, and this kind is taken.');
    links[free] = url.trim();
  };
  if (basics.url) put('website', basics.url, 'basics.url');
  (basics.profiles ?? []).forEach((p, i) => {
    const kind = NETWORK_KINDS[(p.network ?? '').trim().toLowerCase()] ?? 'other';
    const prefix = PROFILE_URL_PREFIX[kind];
    const url = p.url?.trim() || (prefix && p.username?.trim() ? `${prefix}${p.username.trim()}` : '');
    if (!url) return gaps.add(`basics.profiles[${i}]`, 'A profile without a link cannot be kept.');
    put(kind, url, `basics.profiles[${i}]`);
  });
  return links;
};

/** Where a personal field came from in the file, for the unmapped list. */
const personalPath = (field: string, sub?: string): string => {
  if (field === 'languagesKnown') return sub === undefined ? 'languages' : `languages[${sub}]`;
  if (field === 'socialLinks') return sub === 'website' ? 'basics.url' : 'basics.profiles';
  return `basics.${field}`;
};

/** One by one, each personal field that breaks a rule is left out (so it stays empty) and reported. */
const validPersonal = (personal: PersonalBody, gaps: Gaps): PersonalBody => {
  let current: Json = { ...personal };
  for (let attempt = 0; attempt < 20; attempt++) {
    const parsed = PersonalSectionBodySchema.safeParse(current);
    if (parsed.success) break;
    for (const issue of parsed.error.issues) {
      const [field, sub] = issue.path.map(String);
      if (!field) continue;
      gaps.add(personalPath(field, sub), `${issue.message}. Not kept.`);
      const value = current[field];
      if (sub !== undefined && Array.isArray(value)) {
        current = { ...current, [field]: value.filter((_v, i) => String(i) !== sub) };
      } else if (sub !== undefined && value && typeof value === 'object') {
        const { [sub]: _dropped, ...rest } = value as Json;
        current = { ...current, [field]: rest };
      } else current = { ...current, [field]: undefined };
    }
  }
  return current as PersonalBody;
};

const importPersonal = (json: JsonResume, gaps: Gaps, account?: JsonResumeAccount): PersonalBody => {
  const basics = json.basics ?? {};
  const languages = (json.languages ?? []).flatMap((l, i) => {
    if (l.fluency?.trim())
      gaps.add(`languages[${i}].fluency`, `The profile lists languages without fluency ("${l.fluency}").`);
    if (!l.language?.trim()) {
      gaps.add(`languages[${i}]`, 'A language without a name cannot be kept.');
      return [];
    }
    if (i >= MAX_LANGUAGES) {
      gaps.add(`languages[${i}]`, `The profile lists at most ${MAX_LANGUAGES} languages.`);
      return [];
    }
    return [l.language.trim()];
  });

  if (account) {
    const name = `${account.fullName} ${account.lastName}`.trim();
    const differs = (given: string | undefined, ours: string | null) =>
      given?.trim() && given.trim().toLowerCase() !== (ours ?? '').trim().toLowerCase();
    if (differs(basics.name, name))
      gaps.add('basics.name', 'Your name is your account’s: change it in your account settings.');
    if (differs(basics.email, account.email))
      gaps.add('basics.email', 'Your email address is your account’s and is not changed by an import.');
    if (differs(basics.phone, account.ucontact))
      gaps.add('basics.phone', 'Your contact number is your account’s: change it in your account settings.');
    if (differs(basics.image, account.pictureUrl))
      gaps.add('basics.image', 'Pictures are not fetched from links: upload your profile picture on Manage Profile.');
  }
  if (basics.label?.trim() && basics.label.trim() !== json.work?.[0]?.position?.trim())
    gaps.add('basics.label', 'Your headline is the title of your latest job on the profile.');

  const record = recordOf(basics, PersonalSectionBodySchema);
  const { name: _n, label: _l, image: _i, email: _e, phone: _p, ...standard } = basics;
  if (
    record &&
    sameStandardFields(basicsOf(record as PersonalRecord), standard) &&
    sameStandardFields(interestsOf(record as PersonalRecord), json.interests ?? [])
  ) {
    return validPersonal({ ...(record as PersonalBody), languagesKnown: languages }, gaps);
  }

  const location = basics.location ?? {};
  const country = location.countryCode?.trim();
  if (country && !['in', 'ind', 'india'].includes(country.toLowerCase()))
    gaps.add('basics.location.countryCode', 'The profile keeps an address in India; the country was not kept.');
  const state = location.region?.trim() ? stateOf(location.region) : null;
  if (location.region?.trim() && !state)
    gaps.add(
      'basics.location.region',
      `"${location.region}" is not an Indian state or union territory, so it was not kept.`,
    );
  const zipcode = location.postalCode?.trim() && isPinCode(location.postalCode) ? location.postalCode.trim() : null;
  if (location.postalCode?.trim() && !zipcode)
    gaps.add(
      'basics.location.postalCode',
      `"${location.postalCode}" is not a 6-digit Indian PIN code, so it was not kept.`,
    );

  let otherDetails = gaps.fit(record?.otherDetails, 1000, 'basics.otherDetails');
  const interests = (json.interests ?? []).flatMap((interest, i) => {
    if (interest.keywords?.length)
      gaps.add(`interests[${i}].keywords`, 'The profile keeps the names of interests, not their keywords.');
    return interest.name?.trim() ? [interest.name.trim()] : [];
  });
  if (interests.length > 0 && interestsOf({ otherDetails }).length === 0) {
    otherDetails = gaps.fit(
      composeDescription({ summary: otherDetails, highlights: [], facts: { interests: interests.join(', ') } }),
      1000,
      'interests',
    );
  }

  const personal: PersonalBody = {
    // What JSON Resume has no field for comes from our record when there is one, each field checked on its own.
    dateOfBirth: record?.dateOfBirth ?? null,
    gender: record?.gender ?? null,
    maritalStatus: record?.maritalStatus ?? null,
    experienceYears: record?.experienceYears ?? null,
    noticePeriod: record?.noticePeriod ?? null,
    otherDetails,
    currentAddress: gaps.fit(location.address, 300, 'basics.location.address'),
    currentCity: gaps.fit(location.city, 100, 'basics.location.city'),
    currentState: state,
    zipcode,
    coverLetter: gaps.fit(basics.summary, 3000, 'basics.summary'),
    languagesKnown: languages,
    socialLinks: socialLinksOf(basics, gaps),
  };
  return validPersonal(personal, gaps);
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

const importWork = (json: JsonResume, gaps: Gaps): Array<{ path: string; entry: Body['work'][number] }> =>
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

const importEducation = (json: JsonResume, gaps: Gaps): Array<{ path: string; entry: Body['education'][number] }> =>
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

const importProjects = (json: JsonResume, gaps: Gaps): Array<{ path: string; entry: Body['project'][number] }> =>
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
const importOther = (json: JsonResume, gaps: Gaps) => {
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

const importSkills = (json: JsonResume, gaps: Gaps): string[] => {
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

/**
 * A JSON Resume as the whole profile (POST users/profile/import), and what of it could not be kept. Entries
 * that break the profile's rules are left out and listed; the rest pass CompleteProfileBodySchema.
 */
export const jsonResumeToProfile = (
  json: JsonResume,
  account?: JsonResumeAccount,
): { body: CompleteProfileBody; unmapped: Unmapped[] } => {
  const gaps = new Gaps();
  reportUnknownKeys(json, gaps);
  const personal = importPersonal(json, gaps, account);
  const work = keepValid(gaps, 'work', importWork(json, gaps), WorkEntryBodySchema, 'job');
  const education = keepValid(gaps, 'education', importEducation(json, gaps), EducationEntryBodySchema, 'education');
  const project = keepValid(gaps, 'projects', importProjects(json, gaps), ProjectEntryBodySchema, 'project');
  const other = keepValid(gaps, 'other', importOther(json, gaps), OtherEntryBodySchema, 'entry');
  const skill = importSkills(json, gaps);
  (json.references ?? []).forEach((_r, i) =>
    gaps.add(`references[${i}]`, 'References name other people, so the profile does not keep them.'),
  );
  return { body: { personal, education, work, project, skill, other }, unmapped: gaps.list };
};
