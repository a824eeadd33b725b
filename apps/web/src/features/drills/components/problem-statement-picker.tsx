import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ProblemStatement } from '@elevate/contracts/drills/submission.schema';
import { visuallyHidden } from '@/components/visually-hidden';
import { RichText } from './dashboard-rich-text';

/** A statement's description, folded to its title until asked for (some run to pages). */
const Description = ({ statement }: { statement: ProblemStatement }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!statement.description) return null;
  return (
    <Box sx={{ pl: 4, pb: 1 }}>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ px: 0.5, minWidth: 0 }}
      >
        {open ? 'Hide details' : 'Read the statement'}
        <Box component="span" sx={visuallyHidden}>
          {` for ${statement.title}`}
        </Box>
      </Button>
      <Box id={id} hidden={!open} sx={{ mt: 1, color: 'text.secondary', fontSize: '0.9375rem' }}>
        {open ? <RichText html={statement.description} /> : null}
      </Box>
    </Box>
  );
};

/**
 * The problem statements of a phase, one to choose (the choice is saved with the draft and checked on submit).
 * Nothing shows when the phase has none.
 */
export const ProblemStatementPicker = ({
  statements,
  value,
  onChange,
  disabled,
  error,
}: {
  statements: readonly ProblemStatement[];
  value: number | null;
  onChange: (problemStatementId: number) => void;
  disabled?: boolean;
  error?: string | null;
}) => {
  const labelId = useId();
  if (statements.length === 0) return null;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} required sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        Problem statement
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Choose the problem your {statements.length === 1 ? 'submission answers' : 'team is solving'}.
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={value === null ? '' : String(value)}
        onChange={(_e, v) => onChange(Number(v))}
      >
        {statements.map((s) => (
          <Box
            key={s.problemStatementId}
            sx={{
              border: 1,
              borderColor: value === s.problemStatementId ? 'primary.main' : 'divider',
              borderRadius: 2,
              px: 1.5,
              py: 0.5,
              mb: 1,
            }}
          >
            <FormControlLabel
              value={String(s.problemStatementId)}
              control={<Radio />}
              label={<Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>}
              sx={{ width: '100%', mr: 0 }}
            />
            <Description statement={s} />
          </Box>
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
};
