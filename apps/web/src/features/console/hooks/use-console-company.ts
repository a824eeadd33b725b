import { useSearchParams } from 'react-router';
import { useConsolePartners } from '../api/get-console-partners';
import { parseId } from '@elevate/contracts/common/query-params';

/** The query parameter naming the company the console works on (`/console/jobs?partner=12`). */
export const PARTNER_PARAM = 'partner';

/** A console path for one company: `consolePath('/console/jobs', 12)` → '/console/jobs?partner=12'. */
export const consolePath = (path: string, partnerId: number | null | undefined) =>
  partnerId ? `${path}?${PARTNER_PARAM}=${partnerId}` : path;

/**
 * Which company the console is working on: the one a page knows (a job's company), else `?partner=` from the
 * address, else, for an employer, their first company. An admin manages every company and picks one.
 */
export const useConsoleCompany = (role: string, known?: number | null) => {
  const [params] = useSearchParams();
  const isAdmin = role === 'admin';
  const fromUrl = parseId(params.get(PARTNER_PARAM));
  const mine = useConsolePartners({ limit: 100 }, !isAdmin);
  const companies = mine.data?.data;
  const partnerId = known ?? fromUrl ?? (isAdmin ? null : (companies?.[0]?.partnerId ?? null));
  return {
    partnerId,
    isAdmin,
    /** An employer's companies (undefined for an admin, who searches them on the overview). */
    companies,
    /** Still finding out which company (an employer's list is loading). */
    resolving: partnerId === null && !isAdmin && mine.isPending,
    failed: partnerId === null && !isAdmin && mine.isError,
    retry: () => void mine.refetch(),
    /** An employer who belongs to no company yet. */
    noCompany: !isAdmin && companies !== undefined && companies.length === 0 && partnerId === null,
  };
};
