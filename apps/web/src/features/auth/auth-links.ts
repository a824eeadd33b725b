import { ReturnUrlSchema } from '@elevate/contracts/auth/auth.schema';

/** The returnUrl of the address when it is a same-site path (the contracts' rule), else null. */
export const returnTarget = (search: string): string | null => {
  const value = new URLSearchParams(search).get('returnUrl');
  if (!value) return null;
  const parsed = ReturnUrlSchema.safeParse(value);
  return parsed.success && parsed.data ? parsed.data : null;
};

export const DEFAULT_AFTER_LOGIN = '/my-dashboard';

/** Where to log in from a page outside the dialog (verify, reset), keeping returnUrl when there is one. */
export const loginHref = (returnUrl: string | null) =>
  returnUrl ? `/?type=login&returnUrl=${encodeURIComponent(returnUrl)}` : '/?type=login';

/**
 * Where a successful signup leads (spec §2.1 "redirects to returnUrl with type=login"): the returnUrl page with
 * the login dialog open and returnUrl kept, so the login that follows ends there too. Without a returnUrl the
 * dialog turns to login where the visitor is. A `ref` (the invitation's code) has done its work and is dropped.
 */
export const afterSignup = (here: { pathname: string; search: string; hash: string }) => {
  const returnUrl = returnTarget(here.search);
  if (!returnUrl) {
    const params = new URLSearchParams(here.search);
    params.set('type', 'login');
    params.delete('ref');
    return { pathname: here.pathname, search: `?${params.toString()}`, hash: here.hash };
  }
  // returnTarget allows same-site paths only, so this base never shows.
  const target = new URL(returnUrl, 'https://return-url.invalid');
  target.searchParams.set('type', 'login');
  target.searchParams.set('returnUrl', returnUrl);
  return { pathname: target.pathname, search: target.search, hash: target.hash };
};
