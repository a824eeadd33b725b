import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';

/**
 * A list of short values typed one by one (hashtags, skills): Enter or a comma adds the typed value, leaving
 * the box adds it too (nothing typed is lost on Save), Backspace in an empty box removes the last one, and
 * every chip has its own remove button.
 */
export const ChipsInput = ({
  label,
  values,
  onChange,
  onBlur,
  max,
  prefix = '',
  normalise = (v: string) => v.trim(),
  error,
  helperText,
  placeholder,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  max: number;
  /** Shown before each chip ('#'), not stored. */
  prefix?: string;
  normalise?: (value: string) => string;
  error?: boolean;
  helperText?: string;
  placeholder?: string;
}) => {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const full = values.length >= max;

  const commit = (text: string) => {
    const added = text
      .split(',')
      .map(normalise)
      .filter((v) => v && !values.some((x) => x.toLowerCase() === v.toLowerCase()));
    if (added.length > 0) onChange([...values, ...new Set(added)].slice(0, max));
    setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'Enter' || e.key === ',') && draft.trim()) {
      e.preventDefault();
      commit(draft);
    } else if (e.key === 'Enter') {
      e.preventDefault();
    } else if (e.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <Box>
      <TextField
        fullWidth
        label={label}
        value={draft}
        disabled={full}
        placeholder={full ? `At most ${max}` : placeholder}
        onChange={(e) => {
          const text = e.target.value;
          if (text.includes(',')) commit(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim()) commit(draft);
          onBlur?.();
        }}
        error={error}
        helperText={helperText ?? `Press Enter or type a comma after each one (${values.length}/${max})`}
        slotProps={{ htmlInput: { 'aria-describedby': values.length > 0 ? listId : undefined } }}
      />
      {values.length > 0 ? (
        <Box
          component="ul"
          id={listId}
          aria-label={`${label}: ${values.length}`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {values.map((v) => (
            <li key={v}>
              <Box
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  pl: 1.5,
                  pr: 0.25,
                  borderRadius: 4,
                  bgcolor: 'action.selected',
                  fontSize: '0.875rem',
                }}
              >
                {`${prefix}${v}`}
                <IconButton
                  size="small"
                  aria-label={`Remove ${prefix}${v}`}
                  onClick={() => onChange(values.filter((x) => x !== v))}
                >
                  <CloseIcon fontSize="inherit" />
                </IconButton>
              </Box>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
};
