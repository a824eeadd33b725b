/**
 * Which auth dialog the address asks for (spec §2.1: `?type=login|signup|resetpassword`, returnUrl kept).
 * Tiny and free of zod on purpose: the shell imports it on every page; the dialog itself loads on demand.
 */
export const AUTH_TYPES = ['login', 'signup', 'resetpassword'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export const readAuthType = (search: string): AuthType | null => {
  const type = new URLSearchParams(search).get('type');
  return AUTH_TYPES.find((t) => t === type) ?? null;
};
