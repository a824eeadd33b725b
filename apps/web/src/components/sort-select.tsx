import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A search page's "Sort by" select, sized to its longest label. */
export const SortSelect = <S extends string>({
  value,
  sorts,
  labels,
  onChange,
  minWidth,
}: {
  value: S;
  sorts: readonly S[];
  labels: Record<S, string>;
  onChange: (sort: S) => void;
  minWidth: number;
}) => (
  <TextField
    select
    size="small"
    label="Sort by"
    value={value}
    onChange={(e) => onChange(e.target.value as S)}
    fullWidth={false}
    sx={{ minWidth }}
  >
    {sorts.map((s) => (
      <MenuItem key={s} value={s}>
        {labels[s]}
      </MenuItem>
    ))}
  </TextField>
);
