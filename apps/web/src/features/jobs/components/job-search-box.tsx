import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { JOB_SEARCH_QUERY_MAX_LENGTH } from '@elevate/contracts/jobs/job-search.constants';
import { SearchField } from '@/components/search-field';

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
      <SearchField
        value={text}
        onChange={type}
        onClear={() => {
          setText('');
          search('');
        }}
        label="Search jobs"
        placeholder="Title, skill or company, e.g. React developer"
        maxLength={JOB_SEARCH_QUERY_MAX_LENGTH}
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
