import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { activeFilterChips, clearFilters, type JobFilters } from '../search-params';

/** The active filters as removable chips: loosening a search is one click. */
export const ActiveFilterChips = ({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
}) => {
  const chips = activeFilterChips(filters);
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
          <Button size="small" onClick={() => onChange(clearFilters(filters))}>
            Clear all filters
          </Button>
        </li>
      ) : null}
    </Stack>
  );
};
