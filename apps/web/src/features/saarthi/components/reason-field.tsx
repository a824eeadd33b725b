import TextField from '@mui/material/TextField';

/** The required reason of a refusal (a declined request, a rejected application): the other person reads it. */
export const ReasonField = ({
  label,
  hint,
  value,
  onChange,
  error,
  autoFocus,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}) => (
  <TextField
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    multiline
    minRows={3}
    required
    error={!!error}
    helperText={error ?? hint}
    slotProps={{ htmlInput: { maxLength: 1000 } }}
    fullWidth
    autoFocus={autoFocus}
  />
);
