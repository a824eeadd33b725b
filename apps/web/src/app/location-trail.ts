import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The dialog's own query values are not part of a page's address. */
const withoutDialog = (pathname: string, search: string, hash = '') => {
  const params = new URLSearchParams(search);
  // Kept exactly as it was when there is nothing to take out.
  if (!params.has('type') && !params.has('returnUrl')) return `${pathname}${search}${hash}`;
  params.delete('type');
  params.delete('returnUrl');
  const qs = params.toString();
  return `${pathname}${qs ? `?${qs}` : ''}${hash}`;
};

const MAX = 10;
const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? path;

/**
 * The last few in-app pages this tab showed, newest last, so the not-authorized page's Back can lead to the
 * page the user came from (spec §2.5). Kept in memory: a reload starts afresh, and Back then leads to the
 * dashboard. Pages the user was refused are skipped, so Back never leads into a refusal again.
 */
export const locationTrail = (() => {
  let paths: string[] = [];
  const refused = new Set<string>();
  return {
    record(pathname: string, search: string, hash: string) {
      const path = withoutDialog(pathname, search, hash);
      if (paths.at(-1) === path) return;
      paths = [...paths, path].slice(-MAX);
    },
    refuse(pathname: string) {
      refused.add(pathname);
    },
    /** The newest page before `pathname` that the user may see; null when there is none. */
    cameFrom(pathname: string): string | null {
      for (let i = paths.length - 1; i >= 0; i--) {
        const p = paths[i]!;
        const name = pathnameOf(p);
        if (name !== pathname && name !== '/not-authorized' && !refused.has(name)) return p;
      }
      return null;
    },
    /** Tests start each case from an empty trail. */
    reset() {
      paths = [];
      refused.clear();
    },
  };
})();

/** Mounted once above the routes: records every page the tab shows. Renders nothing. */
export const LocationTrail = () => {
  const { pathname, search, hash } = useLocation();
  useEffect(() => locationTrail.record(pathname, search, hash), [pathname, search, hash]);
  return null;
};
