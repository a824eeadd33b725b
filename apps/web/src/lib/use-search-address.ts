import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A search page's state kept in the address (a search can be shared, the back button steps through it): the
 * filters read from it, `apply` writing new ones (other parameters kept), `update` for a change to some of them
 * (back to page 1 unless it names a page), and `goToPage`, which scrolls back to the top of the results
 * (`resultsRef`).
 */
export const useSearchAddress = <F extends { page: number }>({
  parse,
  toParams,
  updated,
}: {
  parse: (params: URLSearchParams) => F;
  toParams: (filters: F, keep: URLSearchParams) => URLSearchParams;
  /** The filters after a change (the page module's own rule, which resets the page). */
  updated: (filters: F, patch: Partial<F>) => F;
}) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parse(searchParams), [parse, searchParams]);
  const resultsRef = useRef<HTMLDivElement>(null);
  const apply = (next: F) => setSearchParams(toParams(next, searchParams));
  const update = (patch: Partial<F>) => apply(updated(filters, patch));
  const goToPage = (page: number) => {
    update({ page } as Partial<F>);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  return { filters, apply, update, goToPage, resultsRef };
};
