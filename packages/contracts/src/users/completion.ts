import { z } from 'zod';

/**
 * Profile strength (users/profile/completion/{uid}): weighted items that add up to 100. The same function
 * scores every profile on the server; the header menu, the dashboard and referrals show its rounded percent.
 */
export const COMPLETION_ITEMS = [
  'personal',
  'education',
  'skills',
  'resume',
  'work',
  'project',
  'picture',
  'other',
  'socialLinks',
] as const;
export type CompletionItem = (typeof COMPLETION_ITEMS)[number];

/** At least this many skills count as "skills added". */
export const MIN_SKILLS_FOR_COMPLETION = 3;

export const COMPLETION_WEIGHTS: Record<CompletionItem, number> = {
  personal: 15,
  education: 20,
  skills: 15,
  resume: 15,
  work: 10,
  project: 10,
  picture: 5,
  other: 5,
  socialLinks: 5,
};

/** What each missing item asks for, as the dashboard lists it ("Add a project: +10 %"). */
export const COMPLETION_LABELS: Record<CompletionItem, string> = {
  personal: 'Complete your personal details (city, state, PIN code, date of birth, gender)',
  education: 'Add your education',
  skills: `Add at least ${MIN_SKILLS_FOR_COMPLETION} skills`,
  resume: 'Upload your resume',
  work: 'Add work experience or an internship',
  project: 'Add a project',
  picture: 'Add a profile picture',
  other: 'Add a certification, achievement or patent',
  socialLinks: 'Add a link to your LinkedIn, GitHub or portfolio',
};

/** Which part of /manage-profile each item is completed in (the anchor the dashboard links to). */
export const COMPLETION_SECTIONS: Record<CompletionItem, string> = {
  personal: 'personal',
  education: 'education',
  skills: 'skills',
  resume: 'documents',
  work: 'work',
  project: 'projects',
  picture: 'personal',
  other: 'other',
  socialLinks: 'personal',
};

/** What the score is computed from: counts and flags, read by one query on the server. */
export interface CompletionFacts {
  personalFields: {
    currentCity: string | null;
    currentState: string | null;
    zipcode: string | null;
    dateOfBirth: string | null;
    gender: string | null;
  };
  hasPicture: boolean;
  hasResume: boolean;
  educationCount: number;
  workCount: number;
  projectCount: number;
  skillCount: number;
  otherCount: number;
  socialLinkCount: number;
}

const filled = (v: string | null) => v !== null && v.trim() !== '';

const isDone = (item: CompletionItem, f: CompletionFacts): boolean => {
  switch (item) {
    case 'personal':
      return Object.values(f.personalFields).every(filled);
    case 'education':
      return f.educationCount > 0;
    case 'skills':
      return f.skillCount >= MIN_SKILLS_FOR_COMPLETION;
    case 'resume':
      return f.hasResume;
    case 'work':
      return f.workCount > 0;
    case 'project':
      return f.projectCount > 0;
    case 'picture':
      return f.hasPicture;
    case 'other':
      return f.otherCount > 0;
    case 'socialLinks':
      return f.socialLinkCount > 0;
  }
};

export const CompletionStepSchema = z.object({
  item: z.enum(COMPLETION_ITEMS),
  label: z.string(),
  /** Percentage points this step adds. */
  weight: z.number(),
  /** The /manage-profile section that completes it. */
  section: z.string(),
});
export type CompletionStep = z.infer<typeof CompletionStepSchema>;

export const ProfileCompletionSchema = z.object({
  /** Whole percent, 0–100. */
  percent: z.number().int().min(0).max(100),
  /** What is missing, the biggest gain first. */
  missing: z.array(CompletionStepSchema),
  done: z.array(z.enum(COMPLETION_ITEMS)),
});
export type ProfileCompletion = z.infer<typeof ProfileCompletionSchema>;

export const completionOf = (facts: CompletionFacts): ProfileCompletion => {
  const done = COMPLETION_ITEMS.filter((item) => isDone(item, facts));
  const missing = COMPLETION_ITEMS.filter((item) => !done.includes(item))
    .map((item) => ({
      item,
      label: COMPLETION_LABELS[item],
      weight: COMPLETION_WEIGHTS[item],
      section: COMPLETION_SECTIONS[item],
    }))
    .sort((a, b) => b.weight - a.weight);
  const percent = done.reduce((sum, item) => sum + COMPLETION_WEIGHTS[item], 0);
  return { percent, missing, done };
};

/** "Add a project: +10 %" */
export const completionStepText = (step: Pick<CompletionStep, 'label' | 'weight'>): string =>
  `${step.label}: +${step.weight} %`;
