import { describe, expect, it } from 'vitest';
import { outcomeLine } from './my-hackathons-item';

describe('outcomeLine', () => {
  it('says where a shortlisted team goes, that another was not shortlisted, and the published rank', () => {
    expect(outcomeLine({ phase: 'Idea round', advanced: true, rank: null, nextPhase: 'Solution round' })).toBe(
      'Idea round: shortlisted — you go on to Solution round',
    );
    expect(outcomeLine({ phase: 'Idea round', advanced: false, rank: 7, nextPhase: 'Solution round' })).toBe(
      'Idea round: not shortlisted — your feedback is on your dashboard · Rank 7',
    );
    expect(outcomeLine({ phase: 'Finale', advanced: true, rank: 1, nextPhase: null })).toBe(
      'Finale: shortlisted · Rank 1',
    );
  });
});
