import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ConsolePhase } from '@elevate/contracts/console/console-drill-forms.schema';
import { RichTextBlock } from '@/components/rich-text-block';
import { PHASE_STATE_LABELS, phaseSpanOf } from './phase-format';

const stateColor = { upcoming: 'default', live: 'success', ended: 'default' } as const;

/**
 * One phase: its name, kind, state and dates, its submissions, its description, and its submission form
 * (opened on demand; `submissionForm` is composed by the page with the participant form's preview).
 */
export const PhaseCard = ({
  phase,
  index,
  onEdit,
  onDelete,
  submissionForm,
}: {
  phase: ConsolePhase;
  index: number;
  onEdit: () => void;
  onDelete: () => void;
  submissionForm: ReactNode;
}) => {
  const [formOpen, setFormOpen] = useState(false);
  const id = useId();
  const fields = phase.submissionFields.length;
  const locked = phase.submissionCount > 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={`${id}-name`}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id={`${id}-name`} variant="h4" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
            {index + 1}.
          </Box>
          {phase.name}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip size="small" label={phase.kind === 'idea' ? 'Ideas' : 'Solutions'} variant="outlined" />
          <Chip size="small" label={PHASE_STATE_LABELS[phase.state]} color={stateColor[phase.state]} />
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {phaseSpanOf(phase.startDt, phase.endDt)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {phase.submissionCount === 1 ? '1 submission' : `${phase.submissionCount} submissions`} ·{' '}
        {fields === 0 ? 'no submission form yet' : fields === 1 ? '1 question' : `${fields} questions`}
      </Typography>
      {phase.description ? (
        <Box sx={{ mt: 1.5 }}>
          <RichTextBlock html={phase.description} />
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${phase.name}`}>
          Edit
        </Button>
        <Button
          startIcon={formOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setFormOpen((o) => !o)}
          aria-expanded={formOpen}
          aria-controls={`${id}-form`}
          aria-label={`Submission form of ${phase.name}`}
        >
          Submission form
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          disabled={locked}
          aria-label={`Delete ${phase.name}`}
          aria-describedby={locked ? `${id}-locked` : undefined}
        >
          Delete
        </Button>
      </Stack>
      {locked ? (
        <Typography id={`${id}-locked`} variant="caption" color="text.secondary" component="p">
          A phase with submissions cannot be deleted.
        </Typography>
      ) : null}
      {formOpen ? (
        <Box id={`${id}-form`} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          {submissionForm}
        </Box>
      ) : null}
    </Paper>
  );
};
