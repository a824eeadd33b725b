import { LOW_CONFIDENCE } from '@elevate/contracts/matching/matching.constants';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import type { ResumePrefillBody } from '@elevate/contracts/matching/prefill.schema';
import type { EDUCATION_LEVELS, EMPLOYMENT_TYPES } from '@elevate/contracts/users/profile.options';
import { INDIAN_STATES } from '@elevate/contracts/users/profile.options';
import {
  EducationEntryBodySchema,
  ProjectEntryBodySchema,
  WorkEntryBodySchema,
} from '@elevate/contracts/users/profile-entries.schema';
import type { CompleteProfile } from '@elevate/contracts/users/profile.schema';

/**
 * The review of a parsed resume before any of it reaches the profile (issue 15). Every item starts ticked only
 * when it is sure (confidence at least LOW_CONFIDENCE) and would not replace anything: a personal field the
 * profile already has is shown beside the parsed one and left unticked, and an entry already on the profile is
 * shown as such and cannot be ticked.
 */
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type SocialKind = 'linkedin' | 'github' | 'portfolio' | 'other';

interface Item {
  id: string;
  checked: boolean;
  /** Below LOW_CONFIDENCE: highlighted as "Please check". */
  unsure: boolean;
  /** The same thing is on the profile already: shown, not offered. */
  onProfile: boolean;
}
export interface PersonalItem extends Item {
  field: 'currentCity' | 'currentState' | SocialKind;
  label: string;
  value: string;
  /** What the profile has now, shown beside the parsed value. */
  current: string | null;
}
export interface SkillItem extends Item {
  name: string;
}
export interface EducationItem extends Item {
  level: EducationLevel;
  degree: string;
  institution: string;
  startYear: string;
  endYear: string;
}
export interface WorkItem extends Item {
  company: string;
  title: string;
  employmentType: EmploymentType;
  /** dd-mm-yyyy, as the profile's work form takes dates. */
  startDate: string;
  endDate: string;
  currentJob: boolean;
  description: string;
}
export interface ProjectItem extends Item {
  title: string;
  description: string;
  url: string;
}
export interface PrefillDraft {
  personal: PersonalItem[];
  skills: SkillItem[];
  education: EducationItem[];
  work: WorkItem[];
  projects: ProjectItem[];
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

const item = (id: string, confidence: number, onProfile: boolean): Item => {
  const unsure = confidence < LOW_CONFIDENCE;
  return { id, unsure, onProfile, checked: !unsure && !onProfile };
};

/** The profile's education level from the degree as written; the user can change it. */
export const levelOfDegree = (degree: string | null): EducationLevel => {
  const d = degree ?? '';
  if (/ph\.?\s?d|doctor/i.test(d)) return 'PHD/Doctorate/Research';
  if (/\b(m\.?\s?tech|m\.?\s?e|mba|m\.?\s?sc|mca|m\.?\s?com|m\.?\s?a|master|pgdm|post\s?graduat)/i.test(d))
    return 'Post Graduation';
  if (/\b(12th|xii|hsc|intermediate|higher secondary|senior secondary)\b/i.test(d)) return '12th';
  if (/\b(10th|ssc|matriculation|secondary school|x)\b/i.test(d)) return '10th';
  return 'Graduation/Diploma';
};

/** yyyy-mm → dd-mm-yyyy (the first of the month). */
export const dmyOf = (yearMonth: string | null) => {
  const m = /^(\d{4})-(\d{2})$/.exec(yearMonth ?? '');
  return m ? `01-${m[2]}-${m[1]}` : '';
};

const LINK_FIELDS: Record<SocialKind, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  portfolio: 'Portfolio',
  other: 'Other link',
};

export const buildDraft = (resume: ParsedResume, profile: CompleteProfile): PrefillDraft => {
  const p = profile.personal;
  const personal: PersonalItem[] = [];
  const addPersonal = (
    field: PersonalItem['field'],
    label: string,
    value: string,
    confidence: number,
    current: string | null | undefined,
  ) => {
    const onProfile = same(value, current);
    const base = item(`personal-${field}`, confidence, onProfile);
    // A different value already on the profile is never replaced unless the user ticks it.
    personal.push({ ...base, checked: base.checked && !current, field, label, value, current: current || null });
  };
  if (resume.city) addPersonal('currentCity', 'City', resume.city.value, resume.city.confidence, p.currentCity);
  if (resume.state && (INDIAN_STATES as readonly string[]).includes(resume.state.value))
    addPersonal('currentState', 'State', resume.state.value, resume.state.confidence, p.currentState);
  const seenLinks = new Set<string>();
  for (const link of resume.links) {
    if (seenLinks.has(link.kind)) continue;
    seenLinks.add(link.kind);
    addPersonal(link.kind, LINK_FIELDS[link.kind], link.url, link.confidence, p.socialLinks[link.kind]);
  }

  const skills = resume.skills.map((s) => ({
    ...item(
      `skill-${s.name}`,
      s.confidence,
      profile.skill.some((k) => same(k.name, s.name)),
    ),
    name: s.name,
  }));

  const education = resume.education.map((e, i) => ({
    ...item(
      `education-${i}`,
      e.confidence,
      profile.education.some(
        (x) => same(x.institution, e.institution) && (!e.startYear || x.startYear === e.startYear),
      ),
    ),
    level: levelOfDegree(e.degree),
    degree: e.degree ?? '',
    institution: e.institution ?? '',
    startYear: e.startYear ? String(e.startYear) : '',
    endYear: e.endYear ? String(e.endYear) : '',
  }));

  const work = resume.work.map((w, i) => ({
    ...item(
      `work-${i}`,
      w.confidence,
      profile.work.some((x) => same(x.company, w.company) && same(x.title, w.title)),
    ),
    company: w.company ?? '',
    title: w.title ?? '',
    employmentType: (/intern/i.test(w.title ?? '') ? 'Internship' : 'Full-Time') as EmploymentType,
    startDate: dmyOf(w.start),
    endDate: w.current ? '' : dmyOf(w.end),
    currentJob: w.current,
    description: w.summary ?? '',
  }));

  const projects = resume.projects.map((pr, i) => ({
    ...item(
      `project-${i}`,
      pr.confidence,
      profile.project.some((x) => same(x.title, pr.name)),
    ),
    title: pr.name,
    description: pr.summary ?? '',
    url: pr.url ?? '',
  }));

  return { personal, skills, education, work, projects };
};

/** An item's schema problem, worded by the profile's own schemas; null when it can be saved. */
export const problemOf = (
  kind: 'education' | 'work' | 'projects',
  entry: EducationItem | WorkItem | ProjectItem,
): string | null => {
  const result =
    kind === 'education'
      ? EducationEntryBodySchema.safeParse(educationBody(entry as EducationItem))
      : kind === 'work'
        ? WorkEntryBodySchema.safeParse(workBody(entry as WorkItem))
        : ProjectEntryBodySchema.safeParse(projectBody(entry as ProjectItem));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

const educationBody = (e: EducationItem) => ({
  level: e.level,
  degree: e.degree.trim() || null,
  institution: e.institution.trim(),
  startYear: e.startYear.trim() ? Number(e.startYear) : undefined,
  endYear: e.endYear.trim() ? Number(e.endYear) : null,
});
const workBody = (w: WorkItem) => ({
  company: w.company.trim(),
  title: w.title.trim(),
  employmentType: w.employmentType,
  startDate: w.startDate.trim(),
  endDate: w.currentJob ? null : w.endDate.trim() || null,
  currentJob: w.currentJob,
  description: w.description.trim() || null,
});
const projectBody = (p: ProjectItem) => ({
  title: p.title.trim(),
  description: p.description.trim() || null,
  url: p.url.trim() || null,
});

const chosen = <T extends Item>(items: T[]) => items.filter((i) => i.checked && !i.onProfile);

/**
 * The apply request: only what is ticked (and not already on the profile). Links are sent with the profile's
 * other links kept, so adding a GitHub link cannot drop a LinkedIn one whatever way the server writes the map.
 */
export const bodyOf = (
  draft: PrefillDraft,
  currentLinks: CompleteProfile['personal']['socialLinks'],
): ResumePrefillBody => {
  const personal: NonNullable<ResumePrefillBody['personal']> = {};
  const links: Partial<Record<string, string>> = {};
  for (const p of chosen(draft.personal)) {
    if (p.field === 'currentCity') personal.currentCity = p.value;
    else if (p.field === 'currentState') personal.currentState = p.value as (typeof INDIAN_STATES)[number];
    else links[p.field] = p.value;
  }
  if (Object.keys(links).length > 0) personal.socialLinks = { ...currentLinks, ...links };
  return {
    ...(Object.keys(personal).length > 0 ? { personal } : {}),
    skills: chosen(draft.skills).map((s) => s.name),
    education: chosen(draft.education).map(educationBody),
    work: chosen(draft.work).map(workBody),
    projects: chosen(draft.projects).map(projectBody),
  };
};

export const chosenCount = (draft: PrefillDraft) =>
  chosen(draft.personal).length +
  chosen(draft.skills).length +
  chosen(draft.education).length +
  chosen(draft.work).length +
  chosen(draft.projects).length;
