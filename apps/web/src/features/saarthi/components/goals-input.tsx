import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MENTORSHIP_GOAL_MAX, MENTORSHIP_GOALS_MAX } from '@elevate/contracts/saarthi/saarthi.constants';

/** A list of goals the mentee builds one by one (1 to MENTORSHIP_GOALS_MAX). */
export const GoalsInput = ({
  goals,
  onChange,
  error,
}: {
  goals: string[];
  onChange: (goals: string[]) => void;
  error?: string;
}) => {
  const [draft, setDraft] = useState('');
  const full = goals.length >= MENTORSHIP_GOALS_MAX;
  const add = () => {
    const title = draft.trim();
    if (!title || full) return;
    onChange([...goals, title]);
    setDraft('');
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="A goal"
          placeholder="Crack a product-based company interview"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          disabled={full}
          error={!!error && goals.length === 0}
          helperText={
            full
              ? `At most ${MENTORSHIP_GOALS_MAX} goals`
              : error && goals.length === 0
                ? error
                : `${goals.length} of ${MENTORSHIP_GOALS_MAX}`
          }
          slotProps={{ htmlInput: { maxLength: MENTORSHIP_GOAL_MAX } }}
          fullWidth
          size="small"
        />
        <Button variant="outlined" onClick={add} disabled={full || !draft.trim()}>
          Add goal
        </Button>
      </Stack>
      {goals.length > 0 ? (
        <List dense aria-label="Your goals" disablePadding>
          {goals.map((g, i) => (
            <ListItem
              key={`${i}-${g}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove goal: ${g}`}
                  onClick={() => onChange(goals.filter((_, j) => j !== i))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={`${i + 1}. ${g}`} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {error && goals.length > 0 ? (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
    </Stack>
  );
};
