import type { ProfileCompletion } from '@elevate/contracts/users/completion';

/** Below this profile strength, and with no application yet, an account is still getting started. */
export const GETTING_STARTED_BELOW_PERCENT = 50;

export interface GettingStartedStep {
  key: 'skills' | 'resume' | 'personal' | 'apply';
  label: string;
  /** Why it is worth doing, in one line. */
  hint: string;
  to: string;
  done: boolean;
}

/**
 * The first-run checklist of /my-dashboard: shown while the account has applied nowhere and its profile is
 * under half done (a brand-new account has everything empty), and gone for good after that. Null when the
 * account is past it. The steps are the few that make the rest of the dashboard useful: skills feed the
 * recommended jobs, the resume and personal details let the user apply in one click.
 */
export const gettingStarted = (
  completion: Pick<ProfileCompletion, 'percent' | 'done'>,
  applications: number,
): GettingStartedStep[] | null => {
  if (applications > 0 || completion.percent >= GETTING_STARTED_BELOW_PERCENT) return null;
  const done = new Set<string>(completion.done);
  return [
    {
      key: 'skills',
      label: 'Add your skills',
      hint: 'We pick jobs for you from them.',
      to: '/manage-profile#skills',
      done: done.has('skills'),
    },
    {
      key: 'resume',
      label: 'Upload your resume',
      hint: 'Apply to any job in one click.',
      to: '/manage-profile#documents',
      done: done.has('resume'),
    },
    {
      key: 'personal',
      label: 'Fill in your personal details',
      hint: 'Your city brings jobs near you first.',
      to: '/manage-profile#personal',
      done: done.has('personal'),
    },
    {
      key: 'apply',
      label: 'Apply to your first job',
      hint: 'Follow every application here and on My Jobs.',
      to: '/jobs',
      done: false,
    },
  ];
};

/** "Good morning, Meera": by the hour of the user's own clock. */
export const greeting = (name: string, hour: number): string => {
  const part = hour < 5 ? 'Good evening' : hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening';
  const first = name.trim();
  return first ? `${part}, ${first}` : part;
};
