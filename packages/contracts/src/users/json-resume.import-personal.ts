import { isPinCode, isUrl } from '../common/validators.ts';
import {
  basicsOf,
  interestsOf,
  NETWORK_KINDS,
  PROFILE_URL_PREFIX,
  sameStandardFields,
  type Json,
  type JsonResumeAccount,
  type PersonalRecord,
  type SocialLinkKind,
} from './json-resume.export.ts';
import type { Gaps } from './json-resume.gaps.ts';
import { recordOf } from './json-resume.import-sections.ts';
import { composeDescription, type JsonResume, type JsonResumeBasics } from './json-resume.ts';
import { INDIAN_STATES } from './profile.options.ts';
import { PersonalSectionBodySchema, type CompleteProfileBody } from './profile.schema.ts';

/** The personal section of a JSON Resume read into the profile, for jsonResumeToProfile (json-resume.import.ts). */
type PersonalBody = CompleteProfileBody['personal'];
/** PersonalSectionBodySchema's limit on languagesKnown. */
const MAX_LANGUAGES = 20;

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

export const importPersonal = (json: JsonResume, gaps: Gaps, account?: JsonResumeAccount): PersonalBody => {
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
