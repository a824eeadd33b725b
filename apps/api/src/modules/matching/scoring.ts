// How well a candidate fits a job, out of 100, and why (spec §7.2, docs/decisions/034). Pure and deterministic:
// the same signals always give the same score and explanation, whatever the clock, the locale or the database.
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import { IMPROVEMENTS_SHOWN, SCORE_WEIGHTS } from '@elevate/contracts/matching/matching.constants';
import type { MatchExplanation } from '@elevate/contracts/matching/matching.schema';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import { canonicalSkillName, skillKey } from '@elevate/contracts/matching/skills/skill-dictionary';
import { cityTagsOf, locationTagsOf, REMOTE_TAGS, skillsOf } from '../jobs/job-location.ts';

/**
 * Everything a candidate is scored on, and nothing else. Name, gender, age, photo and marital status are not
 * fields here, so no rule can read them (spec §7.2: a score must never depend on who the person is).
 */
export interface CandidateSignals {
  /** Skills the resume names. */
  resumeSkills: string[];
  /** Skills on the candidate's profile (the same as resumeSkills when matching from the profile alone). */
  profileSkills: string[];
  experienceMonths: number | null;
  city: string | null;
}
// Treated as immutable: what is derived from a signals object (dictionary keys, city names) is kept with it.

/** What a job is scored on, from the jobs table (skills, min_yoe and max_yoe, location). */
export interface JobSignals {
  /** As the job spells them. */
  skills: string[];
  minYears: number | null;
  maxYears: number | null;
  location: string;
}

/** A part that cannot be judged (experience or city not known) counts half its weight: neither fit nor misfit. */
const UNKNOWN_SHARE = 0.5;
/** More experience than the job's range still does the job; the range says the employer wants someone junior. */
const ABOVE_SHARE = 0.75;
/** A remote job fits any city, a little below one in the candidate's city (no relocation, but no office days). */
const REMOTE_SHARE = 0.8;

export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Plain words for what would raise a score; the gain is attached separately. */
export const MatchImprovementTexts = {
  addToResume: (skill: string) => `Add ${skill} to your resume: it is on your profile and this job asks for it`,
  learn: (skill: string) => `Learn ${skill}: this job asks for it`,
} as const;

// A request scores thousands of jobs naming the same few hundred skill spellings: each spelling is looked up in
// the dictionary once per process (bounded: cleared when full), and the candidate's side once per request.
const SPELLINGS_CACHED = 50_000;
const canonical = new Map<string, { name: string; key: string }>();
const canonicalOf = (raw: string): { name: string; key: string } => {
  let found = canonical.get(raw);
  if (!found) {
    const name = canonicalSkillName(raw);
    found = { name, key: skillKey(name) };
    if (canonical.size >= SPELLINGS_CACHED) canonical.clear();
    canonical.set(raw, found);
  }
  return found;
};

/** Dictionary names, each skill once (by its key), in the order given. */
const canonicalSkills = (names: readonly string[]): { name: string; key: string }[] => {
  const out = new Map<string, { name: string; key: string }>();
  for (const raw of names) {
    if (raw.trim() === '') continue;
    const skill = canonicalOf(raw);
    if (!out.has(skill.key)) out.set(skill.key, skill);
  }
  return [...out.values()];
};

interface PreparedCandidate {
  resume: Set<string>;
  profile: Set<string>;
  cityTags: string[];
}
const prepared = new WeakMap<CandidateSignals, PreparedCandidate>();
const prepare = (c: CandidateSignals): PreparedCandidate => {
  let p = prepared.get(c);
  if (!p) {
    const city = c.city?.trim();
    p = {
      resume: new Set(canonicalSkills(c.resumeSkills).map((s) => s.key)),
      profile: new Set(canonicalSkills(c.profileSkills).map((s) => s.key)),
      cityTags: city ? cityTagsOf(city) : [],
    };
    prepared.set(c, p);
  }
  return p;
};

/**
 * Skills: SCORE_WEIGHTS.skills × matched / the job's skills, both sides in dictionary names. A job naming no
 * skills scores 0 here: nothing on it can be shown to fit, so it ranks on experience and location alone, below
 * a job that shares a skill worth more than those (decision 034).
 */
const skillPoints = (matched: number, total: number): number =>
  total === 0 ? 0 : round1((SCORE_WEIGHTS.skills * matched) / total);

const scoreExperience = (months: number | null, j: JobSignals): MatchExplanation['experience'] => {
  const weight = SCORE_WEIGHTS.experience;
  const base = { candidateMonths: months, jobMinYears: j.minYears, jobMaxYears: j.maxYears };
  if (months === null) return { ...base, fit: 'unknown', points: round1(weight * UNKNOWN_SHARE) };
  const years = months / 12;
  const min = j.minYears ?? 0;
  // A maximum under the minimum (0 when the employer gave none) means "exactly the minimum", as the job card shows.
  const max = j.maxYears === null ? Infinity : Math.max(j.maxYears, min);
  if (years < min) return { ...base, fit: 'below', points: round1((weight * years) / min) };
  if (years > max) return { ...base, fit: 'above', points: round1(weight * ABOVE_SHARE) };
  return { ...base, fit: 'within', points: weight };
};

const scoreLocation = (city: string | null, cityTags: string[], j: JobSignals): MatchExplanation['location'] => {
  const weight = SCORE_WEIGHTS.location;
  const cleanCity = city?.trim() || null;
  const places = locationTagsOf(j.location);
  if (cleanCity && cityTags.some((t) => places.includes(t)))
    return { candidateCity: cleanCity, fit: 'same-city', points: weight };
  if (REMOTE_TAGS.some((t) => places.includes(t)))
    return { candidateCity: cleanCity, fit: 'remote', points: round1(weight * REMOTE_SHARE) };
  if (!cleanCity) return { candidateCity: null, fit: 'unknown', points: round1(weight * UNKNOWN_SHARE) };
  return { candidateCity: cleanCity, fit: 'other-city', points: 0 };
};

/** The score (one decimal, out of 100) and why. */
export const scoreMatch = (c: CandidateSignals, j: JobSignals): { score: number; explanation: MatchExplanation } => {
  const { resume, profile, cityTags } = prepare(c);
  const jobSkills = canonicalSkills(j.skills);
  const matched = jobSkills.filter((s) => resume.has(s.key)).map((s) => s.name);
  const missing = jobSkills.filter((s) => !resume.has(s.key));
  const missingOnProfile = missing.filter((s) => profile.has(s.key)).map((s) => s.name);
  const missingGaps = missing.filter((s) => !profile.has(s.key)).map((s) => s.name);
  const points = skillPoints(matched.length, jobSkills.length);

  const experience = scoreExperience(c.experienceMonths, j);
  const location = scoreLocation(c.city, cityTags, j);

  // Adding any one missing skill raises the skills part by the same amount; the profile's own skills come first
  // (the easiest change: the candidate already has them), then the gaps, each in the job's order.
  const gain = round1(skillPoints(matched.length + 1, jobSkills.length) - points);
  const improvements = [
    ...missingOnProfile.map((s) => ({ text: MatchImprovementTexts.addToResume(s), gain })),
    ...missingGaps.map((s) => ({ text: MatchImprovementTexts.learn(s), gain })),
  ]
    .filter((i) => i.gain > 0)
    .slice(0, IMPROVEMENTS_SHOWN);

  return {
    score: round1(points + experience.points + location.points),
    explanation: {
      skills: { matched, missingOnProfile, missingGaps, points },
      experience,
      location,
      improvements,
    },
  };
};

/** Best first; ties go to the newest job, then the higher id, so the order never depends on the database's. */
export const byMatch = <T extends { score: number; job: { createdTs: string; jobId: number } }>(a: T, b: T): number =>
  b.score - a.score || b.job.createdTs.localeCompare(a.job.createdTs) || b.job.jobId - a.job.jobId;

/** A job card's signals. */
export const jobSignalsOf = (job: JobCard): JobSignals => ({
  skills: skillsOf(job.jobSkills),
  minYears: job.jobMinYoe,
  maxYears: job.jobMaxYoe,
  location: job.jobLocation,
});

/**
 * A profile's signals: its skills stand for both the resume and the profile. Takes the whole profile row on
 * purpose and picks the three fields scored, so nothing else about the person can reach a score.
 */
export const candidateSignalsOfProfile = (p: {
  skills: readonly string[];
  experienceYears: number | null;
  currentCity: string | null;
}): CandidateSignals => ({
  resumeSkills: [...p.skills],
  profileSkills: [...p.skills],
  experienceMonths: p.experienceYears === null ? null : Math.round(p.experienceYears * 12),
  city: p.currentCity,
});

/** A parsed resume's signals; the profile's skills, when signed in, tell "add it to your resume" from a gap. */
export const candidateSignalsOfResume = (parsed: ParsedResume, profileSkills: readonly string[]): CandidateSignals => ({
  resumeSkills: parsed.skills.map((s) => s.name),
  profileSkills: [...profileSkills],
  experienceMonths: parsed.experienceMonths,
  city: parsed.city?.value ?? null,
});
