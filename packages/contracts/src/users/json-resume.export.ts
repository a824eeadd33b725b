import { formatScore } from './json-resume.education.ts';
import {
  dayMonthYearToJsonDate,
  ELEVATE_KEY,
  JSON_RESUME_VERSION,
  splitDescription,
  splitList,
  type JsonResume,
} from './json-resume.ts';
import type { SOCIAL_LINK_KINDS } from './profile.options.ts';
import type {
  CompleteProfile,
  EducationEntry,
  OtherEntry,
  PersonalSection,
  ProjectEntry,
  WorkEntry,
} from './profile.schema.ts';

/**
 * The profile as a JSON Resume (GET users/profile/export; docs/decisions/025). Every exported item also carries
 * the profile's own record under `x-elevate`, and the functions that give an item's standard fields are the
 * ones the import compares with (json-resume.import.ts), so an unedited export comes back without loss.
 */

/** The account's own fields a resume shows; they are changed in settings, never by an import. */
export interface JsonResumeAccount {
  fullName: string;
  lastName: string;
  email: string;
  ucontact: string | null;
  /** The profile picture's absolute address, or null. */
  pictureUrl: string | null;
}

export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number];
const NETWORK_NAMES: Record<Exclude<SocialLinkKind, 'website'>, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'Twitter',
  portfolio: 'Portfolio',
  other: 'Other',
};
/** How other tools name the networks we keep (lower-case). */
export const NETWORK_KINDS: Record<string, SocialLinkKind> = {
  linkedin: 'linkedin',
  github: 'github',
  twitter: 'twitter',
  x: 'twitter',
  portfolio: 'portfolio',
  behance: 'portfolio',
  dribbble: 'portfolio',
  website: 'website',
  other: 'other',
};
export const PROFILE_URL_PREFIX: Partial<Record<SocialLinkKind, string>> = {
  linkedin: 'https://www.linkedin.com/in/',
  github: 'https://github.com/',
  twitter: 'https://x.com/',
};

export type Json = Record<string, unknown>;

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

/** Leaves out what says nothing (undefined, null, blank text, empty lists and objects): a resume lists what it has. */
const compact = <T extends Json>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => !isEmpty(v))) as T;

/** A canonical text of a value: keys sorted, our record and empty fields left out. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (key, v: unknown) => {
    if (key === ELEVATE_KEY) return undefined;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const kept = Object.entries(compact(v as Json)).sort(([a], [b]) => a.localeCompare(b));
      return kept.length > 0 ? Object.fromEntries(kept) : undefined;
    }
    return v;
  }) ?? '';
export const sameStandardFields = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const lastPathSegment = (url: string): string | undefined => {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).pop();
  } catch {
    return undefined;
  }
};

export type PersonalRecord = Omit<PersonalSection, 'profilePicLink' | 'resumeFileName' | 'languagesKnown'>;
const personalRecord = (p: PersonalSection): PersonalRecord => {
  const { profilePicLink: _pic, resumeFileName: _resume, languagesKnown: _languages, ...record } = p;
  return record;
};

/** The basics a personal section shows (without the account's fields). */
export const basicsOf = (p: PersonalRecord) =>
  compact({
    url: p.socialLinks.website,
    summary: p.coverLetter,
    location: compact({
      address: p.currentAddress,
      postalCode: p.zipcode,
      city: p.currentCity,
      region: p.currentState,
      countryCode: p.currentAddress || p.zipcode || p.currentCity || p.currentState ? 'IN' : undefined,
    }),
    profiles: (Object.keys(NETWORK_NAMES) as Array<keyof typeof NETWORK_NAMES>)
      .filter((kind) => p.socialLinks[kind])
      .map((kind) => {
        const url = p.socialLinks[kind]!;
        return compact({
          network: NETWORK_NAMES[kind],
          username: PROFILE_URL_PREFIX[kind] ? lastPathSegment(url) : undefined,
          url,
        });
      }),
  });

export const interestsOf = (p: Pick<PersonalRecord, 'otherDetails'>) =>
  splitList(splitDescription(p.otherDetails, ['interests']).facts.interests).map((name) => ({ name }));

const jsonDate = (dmy: string | null) => (dmy ? dayMonthYearToJsonDate(dmy) : undefined);
export type Entry<T> = Omit<T, 'id'>;
const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T): Entry<T> => rest;

export const workOf = (w: Entry<WorkEntry>) => {
  const parts = splitDescription(w.description, ['location', 'link']);
  return compact({
    name: w.company,
    position: w.title,
    location: parts.facts.location,
    url: parts.facts.link,
    startDate: jsonDate(w.startDate),
    endDate: jsonDate(w.endDate),
    summary: parts.summary,
    highlights: parts.highlights,
  });
};

export const educationOf = (e: Entry<EducationEntry>) =>
  compact({
    institution: e.institution,
    studyType: e.degree,
    startDate: e.startYear === null ? undefined : String(e.startYear),
    endDate: e.endYear === null ? undefined : String(e.endYear),
    score: formatScore(e.gradeType, e.grade),
  });

export const projectOf = (p: Entry<ProjectEntry>) => {
  const parts = splitDescription(p.description, ['keywords', 'roles']);
  return compact({
    name: p.title,
    description: parts.summary,
    highlights: parts.highlights,
    keywords: splitList(parts.facts.keywords),
    roles: splitList(parts.facts.roles),
    startDate: jsonDate(p.startDate),
    endDate: jsonDate(p.endDate),
    url: p.url,
  });
};

export const certificateOf = (o: Entry<OtherEntry>) =>
  compact({ name: o.title, date: jsonDate(o.date), issuer: o.issuer, url: o.url });
export const awardOf = (o: Entry<OtherEntry>) =>
  compact({ title: o.title, date: jsonDate(o.date), awarder: o.issuer, summary: o.description });
export const publicationOf = (o: Entry<OtherEntry>) =>
  compact({ name: o.title, publisher: o.issuer, releaseDate: jsonDate(o.date), url: o.url, summary: o.description });

const withRecord = <T extends Json>(standard: T, record: object): T => ({ ...standard, [ELEVATE_KEY]: record });

/** The whole profile as a JSON Resume (GET users/profile/export). */
export const profileToJsonResume = (profile: CompleteProfile, account: JsonResumeAccount): JsonResume => {
  const personal = personalRecord(profile.personal);
  const other = profile.other.map(withoutId);
  const ofKind = (kind: OtherEntry['kind'], as: (o: Entry<OtherEntry>) => Json) =>
    other.filter((o) => o.kind === kind).map((o) => withRecord(as(o), o));
  return compact({
    basics: withRecord(
      compact({
        name: `${account.fullName} ${account.lastName}`.trim(),
        label: profile.work[0]?.title,
        image: account.pictureUrl,
        email: account.email,
        phone: account.ucontact,
        ...basicsOf(personal),
      }),
      personal,
    ),
    work: profile.work.map(withoutId).map((w) => withRecord(workOf(w), w)),
    education: profile.education.map(withoutId).map((e) => withRecord(educationOf(e), e)),
    projects: profile.project.map(withoutId).map((p) => withRecord(projectOf(p), p)),
    skills: profile.skill.map((s) => ({ name: s.name })),
    languages: profile.personal.languagesKnown.map((language) => ({ language })),
    certificates: ofKind('certification', certificateOf),
    awards: ofKind('achievement', awardOf),
    publications: ofKind('patent', publicationOf),
    interests: interestsOf(personal),
    meta: { version: JSON_RESUME_VERSION },
  }) as JsonResume;
};
