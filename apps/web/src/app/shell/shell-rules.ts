/** Which parts of the shell show on a path (spec §2.6). Pure, so the rules are tested on their own. */
const segments = (pathname: string) => pathname.split('/').filter(Boolean);

const EMPLOYER_SEGMENTS = new Set(['employer', 'customers', 'hiring', 'hackathon']);

/** The employer header variant shows when the last path segment is employer, customers, hiring or hackathon. */
export const isEmployerPath = (pathname: string): boolean => {
  const last = segments(pathname).at(-1);
  return last !== undefined && EMPLOYER_SEGMENTS.has(last);
};

/** On paths starting with signup, login or resetpassword the top bar, drawer and footer are hidden. */
export const isBareShellPath = (pathname: string): boolean => {
  const first = segments(pathname)[0] ?? '';
  return ['signup', 'login', 'resetpassword'].some((p) => first.startsWith(p));
};

/** On /drills/{id} (and everything below it) and /resume-matching the extra header strip is hidden. */
export const hidesHeaderStrip = (pathname: string): boolean => {
  const s = segments(pathname);
  return (s[0] === 'drills' && s.length >= 2) || s[0] === 'resume-matching';
};

/** On the participant dashboard and /drills/{x} the header keeps only the essential links. */
export const isCompactHeaderPath = (pathname: string): boolean => {
  const s = segments(pathname);
  return s[0] === 'drills' && s.length >= 2;
};
