import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DRILL_AUDIENCES, DRILL_NATURES } from '@elevate/contracts/drills/drill.constants';
import {
  clearDrillFilters,
  hasActiveDrillFilters,
  updateDrillFilters,
  type DrillFilters as Filters,
} from '@elevate/contracts/drills/drill-search-params';
import {
  DRILL_AUDIENCE_LABELS,
  DRILL_FEE_KINDS,
  DRILL_FEE_LABELS,
  DRILL_NATURE_LABELS,
  DRILL_PRIZE_BANDS,
  DRILL_STATUSES,
  DRILL_STATUS_LABELS,
  DRILL_TEAM_KINDS,
  DRILL_TEAM_KIND_LABELS,
} from '@elevate/contracts/drills/drill-search.constants';
import type { DrillCommons } from '@elevate/contracts/drills/drill-search.schema';
import { FilterCheckboxes, FilterGroup, FilterPanelHeading, FilterRadios } from '@/components/filter-panel';
import { countOf, optionsWithSelected, toggleIn, type FilterOption } from '@/lib/filter-options';

/** '₹2,50,000+' for a minimum prize from a shared link that is none of the offered bands. */
export const prizeMinimumLabel = (min: number) => `₹${min.toLocaleString('en-IN')}+`;

/**
 * The filters of /drills and /open-innovation, with how many listed hackathons each choice finds
 * (`drills/commons`). Every change goes to the address through `onChange`.
 */
export const DrillFilters = ({
  filters,
  commons,
  onChange,
  headerAction,
}: {
  filters: Filters;
  commons?: DrillCommons;
  onChange: (next: Filters) => void;
  /** After "Clear all" in the heading row (the drawer's close button). */
  headerAction?: ReactNode;
}) => {
  const set = (patch: Partial<Filters>) => onChange(updateDrillFilters(filters, patch));
  const prizeBand = DRILL_PRIZE_BANDS.find((b) => b.min === filters.prize);
  const prizeOptions: FilterOption[] = DRILL_PRIZE_BANDS.map((b) => ({
    value: b.value,
    label: b.label,
    count: countOf(commons?.prizes, b.value),
  }));
  // A minimum from a shared link that no band offers stays visible and chosen.
  if (filters.prize !== undefined && !prizeBand)
    prizeOptions.push({ value: String(filters.prize), label: prizeMinimumLabel(filters.prize) });

  return (
    <Box>
      <FilterPanelHeading
        active={hasActiveDrillFilters(filters)}
        onClear={() => onChange(clearDrillFilters(filters))}
        action={headerAction}
      />

      <FilterGroup legend="Status">
        <FilterCheckboxes
          noun="statuses"
          empty="No statuses listed yet."
          options={DRILL_STATUSES.map((s) => ({
            value: s,
            label: DRILL_STATUS_LABELS[s],
            count: countOf(commons?.statuses, s),
          }))}
          selected={filters.status}
          onToggle={(v) => set({ status: toggleIn(filters.status, v as (typeof DRILL_STATUSES)[number]) })}
        />
      </FilterGroup>

      <FilterGroup legend="Mode">
        <FilterCheckboxes
          noun="modes"
          empty="No modes listed yet."
          options={DRILL_NATURES.map((n) => ({
            value: n,
            label: DRILL_NATURE_LABELS[n],
            count: countOf(commons?.natures, n),
          }))}
          selected={filters.nature}
          onToggle={(v) => set({ nature: toggleIn(filters.nature, v as (typeof DRILL_NATURES)[number]) })}
        />
      </FilterGroup>

      <FilterGroup legend="Who can join">
        <FilterRadios
          name="audience"
          value={filters.audience ?? ''}
          options={DRILL_AUDIENCES.map((a) => ({
            value: a,
            label: DRILL_AUDIENCE_LABELS[a],
            count: countOf(commons?.audiences, a),
          }))}
          onChange={(v) => set({ audience: (v || undefined) as Filters['audience'] })}
        />
      </FilterGroup>

      <FilterGroup legend="Participation">
        <FilterRadios
          name="team"
          value={filters.team ?? ''}
          options={DRILL_TEAM_KINDS.map((t) => ({
            value: t,
            label: DRILL_TEAM_KIND_LABELS[t],
            count: countOf(commons?.teams, t),
          }))}
          onChange={(v) => set({ team: (v || undefined) as Filters['team'] })}
        />
      </FilterGroup>

      <FilterGroup legend="Registration fee">
        <FilterRadios
          name="fee"
          value={filters.fee ?? ''}
          options={DRILL_FEE_KINDS.map((f) => ({
            value: f,
            label: DRILL_FEE_LABELS[f],
            count: countOf(commons?.fees, f),
          }))}
          onChange={(v) => set({ fee: (v || undefined) as Filters['fee'] })}
        />
      </FilterGroup>

      <FilterGroup legend="Prize pool">
        <FilterRadios
          name="prize"
          value={filters.prize === undefined ? '' : String(filters.prize)}
          options={prizeOptions}
          onChange={(v) => set({ prize: v === '' ? undefined : Number(v) })}
        />
      </FilterGroup>

      <FilterGroup legend="Domain">
        <FilterCheckboxes
          noun="domains"
          empty="No domains listed yet."
          options={optionsWithSelected(commons?.domains, filters.domain)}
          selected={filters.domain}
          onToggle={(v) => set({ domain: toggleIn(filters.domain, v) })}
        />
      </FilterGroup>

      <FilterGroup legend="Industry">
        <FilterCheckboxes
          noun="industries"
          empty="No industries listed yet."
          options={optionsWithSelected(commons?.industries, filters.industry)}
          selected={filters.industry}
          onToggle={(v) => set({ industry: toggleIn(filters.industry, v) })}
        />
      </FilterGroup>

      <FilterGroup legend="Location">
        <FilterCheckboxes
          noun="locations"
          empty="No locations listed yet."
          options={optionsWithSelected(commons?.locations, filters.location)}
          selected={filters.location}
          onToggle={(v) => set({ location: toggleIn(filters.location, v) })}
        />
      </FilterGroup>
    </Box>
  );
};
