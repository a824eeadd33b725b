import type { AuthType } from './auth-type';

/** The same query with another dialog type; null closes the dialog (drops type and returnUrl, keeps the rest). */
export const withAuthType = (search: string, type: AuthType | null): string => {
  const params = new URLSearchParams(search);
  if (type) params.set('type', type);
  else {
    params.delete('type');
    params.delete('returnUrl');
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
};
