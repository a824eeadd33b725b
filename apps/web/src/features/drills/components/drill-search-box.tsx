import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DRILL_SEARCH_QUERY_MAX_LENGTH } from '@elevate/contracts/drills/drill-search.constants';
import { SearchField } from '@/components/search-field';

/**
 * The keyword box: searches on Enter or the Search button. The page gives it `key={keyword}`, so a keyword
 * that changes in the address (back button, a cleared search) starts the box afresh with it.
 */
export const DrillSearchBox = ({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
}) => {
  const [text, setText] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() !== value.trim()) onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" aria-label={label} onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
      <SearchField
        value={text}
        onChange={setText}
        onClear={() => {
          setText('');
          if (value) onSearch('');
        }}
        label={label}
        placeholder={placeholder}
        maxLength={DRILL_SEARCH_QUERY_MAX_LENGTH}
        grow
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, px: 3 }}>
        Search
      </Button>
    </Box>
  );
};
