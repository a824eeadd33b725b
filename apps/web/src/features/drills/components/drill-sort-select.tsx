import { DRILL_SORTS, DRILL_SORT_LABELS, type DrillSort } from '@elevate/contracts/drills/drill-search.constants';
import { SortSelect } from '@/components/sort-select';

/** The listing's order: registration deadline (the default), prize, newest or most registered. */
export const DrillSortSelect = ({ value, onChange }: { value: DrillSort; onChange: (sort: DrillSort) => void }) => (
  <SortSelect value={value} sorts={DRILL_SORTS} labels={DRILL_SORT_LABELS} onChange={onChange} minWidth={210} />
);
