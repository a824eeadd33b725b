import { useLocation, useNavigate } from 'react-router';

/** The page to come back to after login: where the visitor is, without the dialog's own query values. */
const hereWithoutDialog = (pathname: string, search: string) => {
  const params = new URLSearchParams(search);
  params.delete('type');
  params.delete('returnUrl');
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
};

/**
 * Opens the auth modal in place (it reads ?type=login) with returnUrl set to this page, its query included (an
 * invite link's ?invite= comes back too), so the login ends where it started (spec §2.1). With `replace`, the
 * address is swapped rather than added to the history: a guard opening it on arrival leaves no extra Back step.
 */
export const useOpenLogin = ({ replace = false }: { replace?: boolean } = {}) => {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const params = new URLSearchParams(location.search);
    params.set('type', 'login');
    params.set('returnUrl', hereWithoutDialog(location.pathname, location.search));
    navigate({ pathname: location.pathname, search: params.toString(), hash: location.hash }, { replace });
  };
};
