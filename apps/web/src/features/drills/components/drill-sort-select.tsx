import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DRILL_SORTS, DRILL_SORT_LABELS, type DrillSort } from '@elevate/contracts/drills/drill-search.constants';

/** The listing's order: registration deadline (the default), prize, newest or most registered. */
export const DrillSortSelect = ({ value, onChange }: { value: DrillSort; onChange: (sort: DrillSort) => void }) => (
  <TextField
    select
    size="small"
    label="Sort by"
    value={value}
    onChange={(e) => onChange(e.target.value as DrillSort)}
    fullWidth={false}
    sx={{ minWidth: 210 }}
  >
    {DRILL_SORTS.map((s) => (
      <MenuItem key={s} value={s}>
        {DRILL_SORT_LABELS[s]}
      </MenuItem>
    ))}
  </TextField>
);
