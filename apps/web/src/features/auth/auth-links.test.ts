import { describe, expect, it } from 'vitest';
import { returnTarget } from './auth-links';

describe('returnTarget', () => {
  it('goes back to a path of this site', () => {
    expect(returnTarget('?returnUrl=%2Fmy-jobs%3Fstage%3Dactive')).toBe('/my-jobs?stage=active');
  });

  it.each(['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example'])(
    'ignores %s, which a browser would read as another site',
    (value) => expect(returnTarget(`?returnUrl=${value}`)).toBeNull(),
  );
});
