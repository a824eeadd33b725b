import {
  clearDrillFilters,
  updateDrillFilters,
  type DrillFilters,
} from '@elevate/contracts/drills/drill-search-params';
import {
  DRILL_AUDIENCE_LABELS,
  DRILL_FEE_LABELS,
  DRILL_NATURE_LABELS,
  DRILL_PRIZE_BANDS,
  DRILL_STATUS_LABELS,
  DRILL_TEAM_KIND_LABELS,
} from '@elevate/contracts/drills/drill-search.constants';
import { FilterChipList, type FilterChip } from '@/components/filter-panel';
import { prizeMinimumLabel } from './drill-filters';

/** One removable chip per active filter value, so loosening a search is one click. */
export const drillFilterChips = (f: DrillFilters): FilterChip<DrillFilters>[] => {
  const chips: FilterChip<DrillFilters>[] = [];
  const list = <K extends 'status' | 'nature' | 'domain' | 'industry' | 'location'>(
    key: K,
    label: (v: DrillFilters[K][number]) => string,
  ) => {
    for (const value of f[key]) {
      chips.push({
        key: `${key}:${value}`,
        label: label(value),
        without: updateDrillFilters(f, { [key]: (f[key] as string[]).filter((v) => v !== value) }),
      });
    }
  };
  list('status', (v) => DRILL_STATUS_LABELS[v]);
  list('nature', (v) => DRILL_NATURE_LABELS[v]);
  if (f.audience)
    chips.push({
      key: 'audience',
      label: `Open to ${DRILL_AUDIENCE_LABELS[f.audience].toLowerCase()}`,
      without: updateDrillFilters(f, { audience: undefined }),
    });
  if (f.team)
    chips.push({
      key: 'team',
      label: DRILL_TEAM_KIND_LABELS[f.team],
      without: updateDrillFilters(f, { team: undefined }),
    });
  if (f.fee)
    chips.push({ key: 'fee', label: DRILL_FEE_LABELS[f.fee], without: updateDrillFilters(f, { fee: undefined }) });
  if (f.prize !== undefined)
    chips.push({
      key: 'prize',
      label: DRILL_PRIZE_BANDS.find((b) => b.min === f.prize)?.label ?? prizeMinimumLabel(f.prize),
      without: updateDrillFilters(f, { prize: undefined }),
    });
  list('domain', (v) => v);
  list('industry', (v) => v);
  list('location', (v) => v);
  return chips;
};

/** The active filters as removable chips above the results. */
export const DrillFilterChips = ({
  filters,
  onChange,
}: {
  filters: DrillFilters;
  onChange: (next: DrillFilters) => void;
}) => <FilterChipList chips={drillFilterChips(filters)} cleared={clearDrillFilters(filters)} onChange={onChange} />;
