import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { DRILL_SEARCH_QUERY_MAX_LENGTH } from '@elevate/contracts/drills/drill-search.constants';

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
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        label={label}
        placeholder={placeholder}
        type="search"
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: DRILL_SEARCH_QUERY_MAX_LENGTH, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Clear search"
                  edge="end"
                  onClick={() => {
                    setText('');
                    if (value) onSearch('');
                  }}
                >
                  <CloseIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{
          flex: 1,
          bgcolor: 'background.paper',
          borderRadius: 1,
          '& input[type=search]::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, px: 3 }}>
        Search
      </Button>
    </Box>
  );
};
