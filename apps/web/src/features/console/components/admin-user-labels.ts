import type { Role } from '@elevate/contracts/auth/auth.schema';

/** How the admin pages name roles: `user` accounts are the students and professionals themselves. */
export const ROLE_LABELS: Record<Role, string> = { user: 'User', employer: 'Employer', admin: 'Admin' };
export const roleLabel = (role: Role): string => ROLE_LABELS[role];
