import { Navigate, useLocation } from 'react-router';
import { withAuthType } from '@/features/auth/auth-search';
import type { AuthType } from '@/features/auth/auth-type';

/**
 * /login and /signup: the one auth modal (spec §2.1) is the only login and signup form, so these paths open
 * it over the home page, keeping returnUrl, ref and every other query value. One form means one set of
 * behaviours and tests; the modal is full-screen on phones, which is what a page would have been.
 */
const AuthRedirect = ({ type }: { type: AuthType }) => {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search: withAuthType(search, type) }} replace />;
};

export const LoginRedirect = () => <AuthRedirect type="login" />;
export const SignupRedirect = () => <AuthRedirect type="signup" />;
