import { describe, expect, it } from 'vitest';
import { loginHref, returnTarget } from './auth-links';
import { withAuthType } from './auth-search';
import { readAuthType } from './auth-type';

describe('auth dialog address', () => {
  it('reads only the three dialog types', () => {
    expect(readAuthType('?type=login')).toBe('login');
    expect(readAuthType('?type=signup&returnUrl=%2Fjobs')).toBe('signup');
    expect(readAuthType('?type=resetpassword')).toBe('resetpassword');
    expect(readAuthType('?type=admin')).toBeNull();
    expect(readAuthType('')).toBeNull();
  });

  it('switching type keeps returnUrl and the rest; closing drops type and returnUrl only', () => {
    expect(withAuthType('?type=login&returnUrl=%2Fjobs&ref=AB12', 'signup')).toBe(
      '?type=signup&returnUrl=%2Fjobs&ref=AB12',
    );
    expect(withAuthType('?type=login&returnUrl=%2Fjobs&ref=AB12', null)).toBe('?ref=AB12');
    expect(withAuthType('?type=login', null)).toBe('');
  });

  it('returnUrl is honoured only as a same-site path', () => {
    expect(returnTarget('?returnUrl=%2Fjobs%3Fq%3Dsql')).toBe('/jobs?q=sql');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'jobs']) {
      expect(returnTarget(`?returnUrl=${encodeURIComponent(bad)}`)).toBeNull();
    }
    expect(loginHref('/drills')).toBe('/?type=login&returnUrl=%2Fdrills');
    expect(loginHref(null)).toBe('/?type=login');
  });
});
