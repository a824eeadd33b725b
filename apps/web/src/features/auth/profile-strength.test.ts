import { describe, expect, it } from 'vitest';
import { PROFILE_STRENGTH_FACTS, profileStrength } from './profile-strength';

describe('profile strength', () => {
  it('is the rounded percent of the fixed list of facts that are filled', () => {
    expect(PROFILE_STRENGTH_FACTS).toHaveLength(10);
    expect(profileStrength({})).toBe(0);
    expect(profileStrength({ fullName: 'Meera', lastName: 'Iyer', email: 'm@example.in', utype: 'Student' })).toBe(40);
    expect(profileStrength(Object.fromEntries(PROFILE_STRENGTH_FACTS.map((f) => [f, 'x'])))).toBe(100);
  });

  it('does not count blanks, empty lists or facts outside the list', () => {
    expect(profileStrength({ fullName: '  ', skills: [], education: null, lastName: 'Iyer' })).toBe(10);
    expect(profileStrength({ referralCode: 'MEERA42X' } as never)).toBe(0);
    expect(profileStrength({ skills: ['SQL'], experience: 0 })).toBe(20);
  });

  it('rounds to a whole percent', () => {
    expect(Number.isInteger(profileStrength({ fullName: 'a', lastName: 'b', email: 'c' }))).toBe(true);
  });
});
