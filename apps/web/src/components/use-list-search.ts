import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The state of a searchable, paged list: the search box's text, the search to ask for (trimmed, once typing
 * pauses), the page, and `change`, which wraps a filter's setter so that changing the filter goes back to page 1
 * (typing in the search box does too).
 */
export const useListSearch = () => {
  const [search, setSearchText] = useState('');
  const settled = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const change =
    <T>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return { search, setSearch: change(setSearchText), settled, page, setPage, change };
};
