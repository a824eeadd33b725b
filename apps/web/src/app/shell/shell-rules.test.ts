import { describe, expect, it } from 'vitest';
import { hidesHeaderStrip, isBareShellPath, isCompactHeaderPath, isEmployerPath } from './shell-rules';

describe('shell rules by path', () => {
  it.each(['/employer', '/customers', '/hiring', '/hackathon', '/company/x/hiring'])(
    '%s uses the employer header',
    (p) => expect(isEmployerPath(p)).toBe(true),
  );
  it.each(['/', '/jobs', '/hiring/jobs', '/drills'])('%s uses the user header', (p) =>
    expect(isEmployerPath(p)).toBe(false),
  );
  it.each(['/login', '/signup', '/signup-college', '/resetpassword/a@b.in/123456'])('%s hides the whole shell', (p) =>
    expect(isBareShellPath(p)).toBe(true),
  );
  it.each(['/', '/jobs/login-help', '/aboutus'])('%s keeps the shell', (p) => expect(isBareShellPath(p)).toBe(false));
  it('hides the strip on a hackathon and on resume matching only', () => {
    expect(hidesHeaderStrip('/drills/smart-india-build')).toBe(true);
    expect(hidesHeaderStrip('/drills/participant-dashboard/4/9')).toBe(true);
    expect(hidesHeaderStrip('/resume-matching')).toBe(true);
    expect(hidesHeaderStrip('/drills')).toBe(false);
    expect(hidesHeaderStrip('/jobs')).toBe(false);
  });
  it('keeps only essential header links inside a hackathon', () => {
    expect(isCompactHeaderPath('/drills/x')).toBe(true);
    expect(isCompactHeaderPath('/drills')).toBe(false);
  });
});
