/**
 * Same-site return paths, without zod: the web app's shell checks them on every page (guards, the
 * not-authorized page), and the schema in auth.schema.ts builds on the same rule.
 *
 * Browsers drop tabs and line breaks from an address before reading it (WHATWG URL), so `/\t/evil.example`
 * navigates to `//evil.example`: no control character is allowed at all.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const SITE = 'https://return-url.invalid';

export const RETURN_URL_MAX = 500;

/** A path on this site, nothing that a browser could read as another origin. */
export const isSamePath = (u: string): boolean => {
  if (u.length > RETURN_URL_MAX) return false;
  if (!u.startsWith('/') || u.startsWith('//') || u.includes('\\') || CONTROL_CHARACTER.test(u)) return false;
  try {
    return new URL(u, SITE).origin === SITE;
  } catch {
    return false;
  }
};
