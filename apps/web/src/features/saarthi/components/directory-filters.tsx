import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  SAARTHI_DOMAINS,
  SAARTHI_EXPERIENCE_BANDS,
  SAARTHI_LANGUAGES,
} from '@elevate/contracts/saarthi/saarthi.constants';
import { SearchField } from '@/components/search-field';
import { EMPTY_DIRECTORY, hasDirectoryFilters, type DirectoryFilters } from './directory-params';

const selectOf = (
  label: string,
  value: string,
  options: readonly { value: string; label: string }[],
  onChange: (v: string) => void,
) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    sx={{ width: { xs: '100%', sm: 220 } }}
  >
    <MenuItem value="">Any</MenuItem>
    {options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </TextField>
);
/** One row of controls: stacked on phones, side by side (wrapping) from the sm breakpoint. */
const rowSx = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  flexWrap: 'wrap',
  alignItems: { xs: 'stretch', sm: 'center' },
  gap: 1.5,
} as const;
const plain = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

/**
 * The directory's keyword and filters (keyed by the address's q and company by its parent, so Back resets the
 * typed text). Selects apply at once; the keyword and company apply on Search (or
 * Enter), so typing does not ask the API on every key.
 */
export const DirectoryFiltersBar = ({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}) => {
  const [q, setQ] = useState(filters.q);
  const [company, setCompany] = useState(filters.company);
  const apply = (change: Partial<DirectoryFilters>) => onChange({ ...filters, ...change, page: 1 });
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Find a mentor"
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        apply({ q, company });
      }}
    >
      <Box sx={{ ...rowSx, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <SearchField
          grow
          value={q}
          onChange={setQ}
          onClear={() => {
            setQ('');
            apply({ q: '' });
          }}
          label="Search mentors"
          placeholder="Name, role, company or topic"
          maxLength={100}
        />
        <TextField
          size="small"
          label="Company"
          value={company}
          onChange={(e) => setCompany(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          // Text fields are full width by default: on a row it would take all of it and squeeze the keyword to 0.
          sx={{ flex: { sm: '0 0 240px' } }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      <Box sx={rowSx}>
        {selectOf('Domain', filters.domain, plain(SAARTHI_DOMAINS), (domain) => apply({ domain }))}
        {selectOf('Experience', filters.years, SAARTHI_EXPERIENCE_BANDS, (years) => apply({ years }))}
        {selectOf('Language', filters.language, plain(SAARTHI_LANGUAGES), (language) => apply({ language }))}
        <FormControlLabel
          control={<Switch checked={filters.available} onChange={(e) => apply({ available: e.target.checked })} />}
          label="Available now"
        />
        {hasDirectoryFilters(filters) ? <Button onClick={() => onChange(EMPTY_DIRECTORY)}>Clear filters</Button> : null}
      </Box>
    </Stack>
  );
};
