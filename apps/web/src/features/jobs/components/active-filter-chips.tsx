import { FilterChipList } from '@/components/filter-panel';
import { activeFilterChips, clearFilters, type JobFilters } from '../search-params';

/** The active filters as removable chips: loosening a search is one click. */
export const ActiveFilterChips = ({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
}) => <FilterChipList chips={activeFilterChips(filters)} cleared={clearFilters(filters)} onChange={onChange} />;
