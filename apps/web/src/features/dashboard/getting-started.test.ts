import { describe, expect, it } from 'vitest';
import { gettingStarted, greeting } from './getting-started';

describe('getting started checklist', () => {
  it('shows a brand-new account four open steps', () => {
    const steps = gettingStarted({ percent: 0, done: [] }, 0);
    expect(steps?.map((s) => [s.label, s.to, s.done])).toEqual([
      ['Add your skills', '/manage-profile#skills', false],
      ['Upload your resume', '/manage-profile#documents', false],
      ['Fill in your personal details', '/manage-profile#personal', false],
      ['Apply to your first job', '/jobs', false],
    ]);
  });

  it('ticks the profile steps already done', () => {
    const steps = gettingStarted({ percent: 30, done: ['skills', 'resume'] }, 0);
    expect(steps?.filter((s) => s.done).map((s) => s.key)).toEqual(['skills', 'resume']);
  });

  it('is gone once the user has applied somewhere or the profile is half done', () => {
    expect(gettingStarted({ percent: 0, done: [] }, 1)).toBeNull();
    expect(gettingStarted({ percent: 50, done: ['education', 'skills', 'resume'] }, 0)).toBeNull();
  });
});

describe('greeting', () => {
  it('greets by the time of day, with the name when there is one', () => {
    expect(greeting('Meera', 8)).toBe('Good morning, Meera');
    expect(greeting('Meera', 13)).toBe('Good afternoon, Meera');
    expect(greeting('Meera', 21)).toBe('Good evening, Meera');
    expect(greeting('Meera', 2)).toBe('Good evening, Meera');
    expect(greeting(' ', 8)).toBe('Good morning');
  });
});
