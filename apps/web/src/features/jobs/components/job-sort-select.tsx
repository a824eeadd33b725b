import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { JOB_SORTS, type JobSort } from '@elevate/contracts/jobs/job-search.constants';

const LABELS: Record<JobSort, string> = { relevance: 'Relevance', newest: 'Newest', salary: 'Salary: high to low' };

export const JobSortSelect = ({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) => (
  <TextField
    select
    size="small"
    label="Sort by"
    value={value}
    onChange={(e) => onChange(e.target.value as JobSort)}
    fullWidth={false}
    sx={{ minWidth: 190 }}
  >
    {JOB_SORTS.map((s) => (
      <MenuItem key={s} value={s}>
        {LABELS[s]}
      </MenuItem>
    ))}
  </TextField>
);
