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
