import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
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
import { prizeMinimumLabel } from './drill-filters';

interface FilterChip {
  key: string;
  label: string;
  without: DrillFilters;
}

/** One removable chip per active filter value, so loosening a search is one click. */
export const drillFilterChips = (f: DrillFilters): FilterChip[] => {
  const chips: FilterChip[] = [];
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
}) => {
  const chips = drillFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Active filters"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2, alignItems: 'center' }}
    >
      {chips.map((c) => (
        <li key={c.key}>
          <Chip
            label={c.label}
            onClick={() => onChange(c.without)}
            onDelete={() => onChange(c.without)}
            aria-label={`Remove filter ${c.label}`}
          />
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Button size="small" onClick={() => onChange(clearDrillFilters(filters))}>
            Clear all filters
          </Button>
        </li>
      ) : null}
    </Stack>
  );
};
