import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { JOB_TYPES } from '@elevate/contracts/common/constants';
import { EXPERIENCE_BUCKETS, SALARY_BUCKETS } from '@elevate/contracts/jobs/job-search.constants';
import type { JobSearchFacets } from '@elevate/contracts/jobs/job-search.schema';
import { FilterCheckboxes, FilterGroup, FilterPanelHeading, FilterRadios } from '@/components/filter-panel';
import { countOf, optionsWithSelected, toggleIn } from '@/lib/filter-options';
import {
  clearFilters,
  customExperienceLabel,
  customSalaryLabel,
  experienceChoice,
  experienceRangeOf,
  hasActiveFilters,
  salaryChoice,
  salaryRangeOf,
  updateFilters,
  type JobFilters as Filters,
} from '../search-params';

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
      <FilterPanelHeading
        active={hasActiveFilters(filters)}
        onClear={() => onChange(clearFilters(filters))}
        action={headerAction}
      />

      <FilterGroup legend="Job type">
        <FilterCheckboxes
          noun="job types"
          empty="No job types in these results."
          options={JOB_TYPES.map((t) => ({ value: t, count: countOf(facets?.jobType, t) }))}
          selected={filters.jobType}
          onToggle={(v) => set({ jobType: toggleIn(filters.jobType, v as (typeof JOB_TYPES)[number]) })}
        />
      </FilterGroup>

      <FilterGroup legend="Location">
        <FilterCheckboxes
          noun="locations"
          empty="No locations in these results."
          options={optionsWithSelected(facets?.location, filters.location)}
          selected={filters.location}
          onToggle={(v) => set({ location: toggleIn(filters.location, v) })}
        />
      </FilterGroup>

      <FilterGroup legend="Experience">
        <FilterRadios
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
      </FilterGroup>

      <FilterGroup legend="Salary (per year)">
        <FilterRadios
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
      </FilterGroup>

      <FilterGroup legend="Skills">
        <FilterCheckboxes
          noun="skills"
          empty="No skills in these results."
          options={optionsWithSelected(facets?.skills, filters.skills)}
          selected={filters.skills}
          onToggle={(v) => set({ skills: toggleIn(filters.skills, v) })}
        />
      </FilterGroup>

      <FilterGroup legend="Company">
        <FilterCheckboxes
          noun="companies"
          empty="No companies in these results."
          options={optionsWithSelected(facets?.company, filters.company)}
          selected={filters.company}
          onToggle={(v) => set({ company: toggleIn(filters.company, v) })}
        />
      </FilterGroup>
    </Box>
  );
};
