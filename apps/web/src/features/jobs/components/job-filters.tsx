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
import { JOB_TYPES } from '@elevate/contracts/common/constants';
import { EXPERIENCE_BUCKETS, SALARY_BUCKETS } from '@elevate/contracts/jobs/job-search.constants';
import type { FacetBucket, JobSearchFacets } from '@elevate/contracts/jobs/job-search.schema';
import {
  clearFilters,
  customExperienceLabel,
  customSalaryLabel,
  experienceChoice,
  experienceRangeOf,
  hasActiveFilters,
  salaryChoice,
  salaryRangeOf,
  toggleValue,
  updateFilters,
  type JobFilters as Filters,
} from '../search-params';

/** Options shown before "Show all" in a long list. */
const VISIBLE_OPTIONS = 6;

interface Option {
  value: string;
  label?: string;
  count?: number;
}

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

const Section = ({ legend, children }: { legend: string; children: ReactNode }) => (
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

/** Facet values first, then anything selected that the facet does not list (so a ticked box never vanishes). */
const withSelected = (buckets: readonly FacetBucket[] | undefined, selected: readonly string[]): Option[] => {
  const options: Option[] = (buckets ?? []).map((b) => ({ value: b.value, count: b.count }));
  for (const value of selected) {
    if (!options.some((o) => o.value.toLowerCase() === value.toLowerCase())) options.push({ value });
  }
  return options;
};

const isSelected = (selected: readonly string[], value: string) =>
  selected.some((s) => s.toLowerCase() === value.toLowerCase());

const CheckboxList = ({
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
        No {noun} in these results.
      </Typography>
    );
  }
  // Ticked options always show, even past the cut.
  const shown = expanded ? options : options.filter((o, i) => i < VISIBLE_OPTIONS || isSelected(selected, o.value));
  return (
    <>
      <Stack id={listId}>
        {shown.map((o) => (
          <FormControlLabel
            key={o.value}
            sx={{ mr: 0, alignItems: 'center' }}
            control={
              <Checkbox size="small" checked={isSelected(selected, o.value)} onChange={() => onToggle(o.value)} />
            }
            label={<OptionLabel label={o.label ?? o.value} count={o.count} />}
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

const RangeRadios = ({
  name,
  value,
  options,
  custom,
  onChange,
}: {
  name: string;
  value: string;
  options: Option[];
  custom?: string;
  onChange: (value: string) => void;
}) => (
  <RadioGroup name={name} value={value} onChange={(_e, v) => onChange(v)}>
    <FormControlLabel value="" control={<Radio size="small" />} label="Any" sx={{ mr: 0 }} />
    {options.map((o) => (
      <FormControlLabel
        key={o.value}
        value={o.value}
        control={<Radio size="small" />}
        label={<OptionLabel label={o.label ?? o.value} count={o.count} />}
        sx={{ mr: 0 }}
      />
    ))}
    {custom ? <FormControlLabel value="custom" control={<Radio size="small" />} label={custom} sx={{ mr: 0 }} /> : null}
  </RadioGroup>
);

const countOf = (buckets: readonly FacetBucket[] | undefined, value: string) =>
  buckets?.find((b) => b.value === value)?.count;

/**
 * The filters of /jobs with a count beside each option. Counts come from the search's facets: each counts
 * the jobs matching the keyword and the other filters, so it says what ticking that box would show.
 */
export const JobFilters = ({
  filters,
  facets,
  onChange,
  headerAction,
}: {
  filters: Filters;
  facets?: JobSearchFacets;
  onChange: (next: Filters) => void;
  /** After "Clear all" in the heading row (the drawer's close button). */
  headerAction?: ReactNode;
}) => {
  const set = (patch: Partial<Filters>) => onChange(updateFilters(filters, patch));
  const exp = experienceChoice(filters);
  const sal = salaryChoice(filters);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 40 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          Filters
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {hasActiveFilters(filters) ? (
            <Button size="small" onClick={() => onChange(clearFilters(filters))}>
              Clear all
            </Button>
          ) : null}
          {headerAction}
        </Stack>
      </Stack>

      <Section legend="Job type">
        <CheckboxList
          noun="job types"
          options={JOB_TYPES.map((t) => ({ value: t, count: countOf(facets?.jobType, t) }))}
          selected={filters.jobType}
          onToggle={(v) => set({ jobType: toggleValue(filters.jobType, v as (typeof JOB_TYPES)[number]) })}
        />
      </Section>

      <Section legend="Location">
        <CheckboxList
          noun="locations"
          options={withSelected(facets?.location, filters.location)}
          selected={filters.location}
          onToggle={(v) => set({ location: toggleValue(filters.location, v) })}
        />
      </Section>

      <Section legend="Experience">
        <RangeRadios
          name="experience"
          value={exp}
          options={EXPERIENCE_BUCKETS.map((b) => ({
            value: b.value,
            label: b.label,
            count: countOf(facets?.experience, b.value),
          }))}
          custom={exp === 'custom' ? customExperienceLabel(filters) : undefined}
          onChange={(v) => v !== 'custom' && set(experienceRangeOf(v))}
        />
      </Section>

      <Section legend="Salary (per year)">
        <RangeRadios
          name="salary"
          value={sal}
          options={SALARY_BUCKETS.map((b) => ({
            value: b.value,
            label: b.label,
            count: countOf(facets?.salary, b.value),
          }))}
          custom={sal === 'custom' ? customSalaryLabel(filters) : undefined}
          onChange={(v) => v !== 'custom' && set(salaryRangeOf(v))}
        />
        <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
          Stipends count as 12 months. Jobs that do not show a salary are left out.
        </Typography>
      </Section>

      <Section legend="Skills">
        <CheckboxList
          noun="skills"
          options={withSelected(facets?.skills, filters.skills)}
          selected={filters.skills}
          onToggle={(v) => set({ skills: toggleValue(filters.skills, v) })}
        />
      </Section>

      <Section legend="Company">
        <CheckboxList
          noun="companies"
          options={withSelected(facets?.company, filters.company)}
          selected={filters.company}
          onToggle={(v) => set({ company: toggleValue(filters.company, v) })}
        />
      </Section>
    </Box>
  );
};
