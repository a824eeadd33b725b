import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { APPLICANTS_SEARCH_MAX_LENGTH } from '@elevate/contracts/applications/applicants.schema';

const DEBOUNCE_MS = 300;

/** Search by name or email; the list follows a moment after typing stops. */
export const ApplicantsSearch = ({ value, onChange }: { value: string; onChange: (q: string) => void }) => {
  const [text, setText] = useState(value);
  // The address can change the search too (Back, 'Show all applicants'): the box follows it, unless it is
  // only catching up with what is typed (a trailing space must survive the round trip).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      type="search"
      size="small"
      label="Search by name or email"
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ maxWidth: { sm: 360 } }}
      slotProps={{
        htmlInput: { maxLength: APPLICANTS_SEARCH_MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
