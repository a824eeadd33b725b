import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { JOB_SEARCH_QUERY_MAX_LENGTH } from '@elevate/contracts/jobs/job-search.constants';

/** Keystrokes are gathered for this long before a search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The keyword box: searches ~300 ms after typing stops, at once on Enter. It follows the address too, so
 * the back button puts the earlier keyword back in the box.
 */
export const JobSearchBox = ({ value, onSearch }: { value: string; onSearch: (q: string) => void }) => {
  const [text, setText] = useState(value);
  // The keyword as the address last had it, and the last keyword this box sent: an address change that is
  // not our own search coming back (back button, a chip, a link) replaces what is in the box.
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }
  // The address's keyword and the page's handler as of the last render, for a timer that fires later (the
  // visitor may have ticked a filter meanwhile; a handler from the keystroke's render would undo it).
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (q: string) => {
    window.clearTimeout(timer.current);
    if (q === latest.current.value.trim()) return;
    setSent(q);
    latest.current.onSearch(q);
  };
  const type = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => search(next.trim()), SEARCH_DEBOUNCE_MS);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(text.trim());
  };

  return (
    <Box component="form" role="search" aria-label="Jobs" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
      <TextField
        value={text}
        onChange={(e) => type(e.target.value)}
        label="Search jobs"
        placeholder="Title, skill or company, e.g. React developer"
        type="search"
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: JOB_SEARCH_QUERY_MAX_LENGTH, enterKeyHint: 'search' },
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
                    search('');
                  }}
                >
                  <CloseIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{
          bgcolor: 'background.paper',
          borderRadius: 1,
          '& input[type=search]::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ flexShrink: 0, px: 3, display: { xs: 'none', sm: 'inline-flex' } }}
      >
        Search
      </Button>
    </Box>
  );
};
