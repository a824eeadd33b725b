import { describe, expect, it } from 'vitest';
import {
  COMPLETION_ITEMS,
  COMPLETION_WEIGHTS,
  completionOf,
  completionStepText,
  type CompletionFacts,
  type CompletionItem,
} from './completion.ts';

const empty: CompletionFacts = {
  personalFields: { currentCity: null, currentState: null, zipcode: null, dateOfBirth: null, gender: null },
  hasPicture: false,
  hasResume: false,
  educationCount: 0,
  workCount: 0,
  projectCount: 0,
  skillCount: 0,
  otherCount: 0,
  socialLinkCount: 0,
};

const withItem: Record<CompletionItem, Partial<CompletionFacts>> = {
  personal: {
    personalFields: {
      currentCity: 'Jaipur',
      currentState: 'Rajasthan',
      zipcode: '302001',
      dateOfBirth: '2001-09-05',
      gender: 'male',
    },
  },
  education: { educationCount: 1 },
  skills: { skillCount: 3 },
  resume: { hasResume: true },
  work: { workCount: 2 },
  project: { projectCount: 1 },
  picture: { hasPicture: true },
  other: { otherCount: 1 },
  socialLinks: { socialLinkCount: 1 },
};

describe('profile strength', () => {
  it('the weights add up to 100', () => {
    expect(Object.values(COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('an empty profile is 0 % with every step missing, the biggest gain first', () => {
    const result = completionOf(empty);
    expect(result.percent).toBe(0);
    expect(result.done).toEqual([]);
    expect(result.missing).toHaveLength(COMPLETION_ITEMS.length);
    const weights = result.missing.map((m) => m.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(result.missing[0]).toEqual({
      item: 'education',
      label: 'Add your education',
      weight: 20,
      section: 'education',
    });
  });

  for (const item of COMPLETION_ITEMS) {
    it(`${item} adds exactly its weight (${COMPLETION_WEIGHTS[item]} %)`, () => {
      const result = completionOf({ ...empty, ...withItem[item] });
      expect(result.percent).toBe(COMPLETION_WEIGHTS[item]);
      expect(result.done).toEqual([item]);
      expect(result.missing.map((m) => m.item)).not.toContain(item);
    });
  }

  it('a full profile is 100 % with nothing missing', () => {
    const full = Object.values(withItem).reduce<CompletionFacts>((facts, part) => ({ ...facts, ...part }), empty);
    expect(completionOf(full)).toEqual({ percent: 100, missing: [], done: [...COMPLETION_ITEMS] });
  });

  it('half-done items count for nothing: two skills, a blank PIN code', () => {
    const personal = withItem.personal.personalFields!;
    expect(completionOf({ ...empty, skillCount: 2 }).percent).toBe(0);
    expect(completionOf({ ...empty, personalFields: { ...personal, zipcode: '  ' } }).percent).toBe(0);
  });

  it('a step reads as the dashboard shows it', () => {
    expect(completionStepText({ label: 'Add a project', weight: 10 })).toBe('Add a project: +10 %');
  });
});
