import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
import type { DrillCommons, DrillOption } from '@elevate/contracts/drills/drill-search.schema';

/** Options shown before "Show all" in a long list (domains, industries, locations). */
const VISIBLE_OPTIONS = 6;

interface Option {
  value: string;
  label: string;
  count?: number;
}

/** Adds a value to a list filter, or removes it when present (case-insensitively). */
export const toggleIn = <T extends string>(values: readonly T[], value: T): T[] =>
  values.some((v) => v.toLowerCase() === value.toLowerCase())
    ? values.filter((v) => v.toLowerCase() !== value.toLowerCase())
    : [...values, value];

const isIn = (values: readonly string[], value: string) => values.some((v) => v.toLowerCase() === value.toLowerCase());

/** '₹2,50,000+' for a minimum prize from a shared link that is none of the offered bands. */
export const prizeMinimumLabel = (min: number) => `₹${min.toLocaleString('en-IN')}+`;

const OptionLabel = ({ label, count }: { label: string; count?: number }) => (
  <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline', minWidth: 0 }}>
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {label}
    </Box>
    {/* A space, so the accessible name reads "Pune 24" rather than "Pune24". */}
    {count !== undefined ? ' ' : null}
    {count !== undefined ? (
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {count.toLocaleString('en-IN')}
      </Box>
    ) : null}
  </Box>
);

const Group = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <FormControl component="fieldset" sx={{ width: '100%', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
    <FormLabel
      component="legend"
      sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}
    >
      {legend}
    </FormLabel>
    {children}
  </FormControl>
);

/** The listed options with their counts, then anything selected that the list lacks (a ticked box never vanishes). */
const optionsWithSelected = (options: readonly DrillOption[] | undefined, selected: readonly string[]): Option[] => {
  const out: Option[] = (options ?? []).map((o) => ({ value: o.value, label: o.label, count: o.count }));
  for (const value of selected)
    if (
      !isIn(
        out.map((o) => o.value),
        value,
      )
    )
      out.push({ value, label: value });
  return out;
};

const countOf = (options: readonly DrillOption[] | undefined, value: string) =>
  options?.find((o) => o.value === value)?.count;

const Checkboxes = ({
  options,
  selected,
  onToggle,
  noun,
}: {
  options: Option[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  noun: string;
}) => {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (options.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No {noun} listed yet.
      </Typography>
    );
  }
  const shown = expanded ? options : options.filter((o, i) => i < VISIBLE_OPTIONS || isIn(selected, o.value));
  return (
    <>
      <Stack id={listId}>
        {shown.map((o) => (
          <FormControlLabel
            key={o.value}
            sx={{ mr: 0 }}
            control={<Checkbox size="small" checked={isIn(selected, o.value)} onChange={() => onToggle(o.value)} />}
            label={<OptionLabel label={o.label} count={o.count} />}
          />
        ))}
      </Stack>
      {options.length > VISIBLE_OPTIONS ? (
        <Button
          size="small"
          onClick={() => setExpanded((x) => !x)}
          aria-expanded={expanded}
          aria-controls={listId}
          sx={{ alignSelf: 'flex-start', mt: 0.5 }}
        >
          {expanded ? `Show fewer ${noun}` : `Show all ${options.length} ${noun}`}
        </Button>
      ) : null}
    </>
  );
};

const Radios = ({
  name,
  value,
  options,
  onChange,
}: {
  name: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) => (
  <RadioGroup name={name} value={value} onChange={(_e, v) => onChange(v)}>
    <FormControlLabel value="" control={<Radio size="small" />} label="Any" sx={{ mr: 0 }} />
    {options.map((o) => (
      <FormControlLabel
        key={o.value}
        value={o.value}
        control={<Radio size="small" />}
        label={<OptionLabel label={o.label} count={o.count} />}
        sx={{ mr: 0 }}
      />
    ))}
  </RadioGroup>
);

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
  const prizeOptions: Option[] = DRILL_PRIZE_BANDS.map((b) => ({
    value: b.value,
    label: b.label,
    count: countOf(commons?.prizes, b.value),
  }));
  // A minimum from a shared link that no band offers stays visible and chosen.
  if (filters.prize !== undefined && !prizeBand)
    prizeOptions.push({ value: String(filters.prize), label: prizeMinimumLabel(filters.prize) });

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 40 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          Filters
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {hasActiveDrillFilters(filters) ? (
            <Button size="small" onClick={() => onChange(clearDrillFilters(filters))}>
              Clear all
            </Button>
          ) : null}
          {headerAction}
        </Stack>
      </Stack>

      <Group legend="Status">
        <Checkboxes
          noun="statuses"
          options={DRILL_STATUSES.map((s) => ({
            value: s,
            label: DRILL_STATUS_LABELS[s],
            count: countOf(commons?.statuses, s),
          }))}
          selected={filters.status}
          onToggle={(v) => set({ status: toggleIn(filters.status, v as (typeof DRILL_STATUSES)[number]) })}
        />
      </Group>

      <Group legend="Mode">
        <Checkboxes
          noun="modes"
          options={DRILL_NATURES.map((n) => ({
            value: n,
            label: DRILL_NATURE_LABELS[n],
            count: countOf(commons?.natures, n),
          }))}
          selected={filters.nature}
          onToggle={(v) => set({ nature: toggleIn(filters.nature, v as (typeof DRILL_NATURES)[number]) })}
        />
      </Group>

      <Group legend="Who can join">
        <Radios
          name="audience"
          value={filters.audience ?? ''}
          options={DRILL_AUDIENCES.map((a) => ({
            value: a,
            label: DRILL_AUDIENCE_LABELS[a],
            count: countOf(commons?.audiences, a),
          }))}
          onChange={(v) => set({ audience: (v || undefined) as Filters['audience'] })}
        />
      </Group>

      <Group legend="Participation">
        <Radios
          name="team"
          value={filters.team ?? ''}
          options={DRILL_TEAM_KINDS.map((t) => ({
            value: t,
            label: DRILL_TEAM_KIND_LABELS[t],
            count: countOf(commons?.teams, t),
          }))}
          onChange={(v) => set({ team: (v || undefined) as Filters['team'] })}
        />
      </Group>

      <Group legend="Registration fee">
        <Radios
          name="fee"
          value={filters.fee ?? ''}
          options={DRILL_FEE_KINDS.map((f) => ({
            value: f,
            label: DRILL_FEE_LABELS[f],
            count: countOf(commons?.fees, f),
          }))}
          onChange={(v) => set({ fee: (v || undefined) as Filters['fee'] })}
        />
      </Group>

      <Group legend="Prize pool">
        <Radios
          name="prize"
          value={filters.prize === undefined ? '' : String(filters.prize)}
          options={prizeOptions}
          onChange={(v) => set({ prize: v === '' ? undefined : Number(v) })}
        />
      </Group>

      <Group legend="Domain">
        <Checkboxes
          noun="domains"
          options={optionsWithSelected(commons?.domains, filters.domain)}
          selected={filters.domain}
          onToggle={(v) => set({ domain: toggleIn(filters.domain, v) })}
        />
      </Group>

      <Group legend="Industry">
        <Checkboxes
          noun="industries"
          options={optionsWithSelected(commons?.industries, filters.industry)}
          selected={filters.industry}
          onToggle={(v) => set({ industry: toggleIn(filters.industry, v) })}
        />
      </Group>

      <Group legend="Location">
        <Checkboxes
          noun="locations"
          options={optionsWithSelected(commons?.locations, filters.location)}
          selected={filters.location}
          onToggle={(v) => set({ location: toggleIn(filters.location, v) })}
        />
      </Group>
    </Box>
  );
};
