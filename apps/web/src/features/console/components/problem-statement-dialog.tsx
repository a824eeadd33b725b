import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  ProblemStatementWriteSchema,
  STATEMENT_TITLE_MAX,
  type ConsolePhase,
  type ProblemStatementWrite,
} from '@elevate/contracts/console/console-drill-forms.schema';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { HtmlField } from './html-field';

export interface StatementDraft {
  title: string;
  description: string;
  /** '' for every phase. */
  phaseId: number | '';
}

type FieldErrors = Partial<Record<keyof ProblemStatementWrite, string>>;

/** Adds or edits a problem statement: its title, the phase it belongs to (or every phase), and its description. */
export const ProblemStatementDialog = ({
  title,
  initial,
  phases,
  saving,
  onClose,
  onSave,
}: {
  title: string;
  initial: StatementDraft;
  phases: readonly ConsolePhase[];
  saving: boolean;
  onClose: () => void;
  onSave: (statement: ProblemStatementWrite) => Promise<unknown>;
}) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<StatementDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    setProblem(null);
    const body: ProblemStatementWrite = {
      title: draft.title,
      description: draft.description,
      phaseId: draft.phaseId === '' ? null : draft.phaseId,
    };
    const parsed = ProblemStatementWriteSchema.safeParse(body);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof ProblemStatementWrite] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await onSave(body);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields as FieldErrors);
      setProblem(errorMessage(err));
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          aria-label={title}
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Title"
            required
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            error={Boolean(errors.title)}
            helperText={errors.title}
            slotProps={{ htmlInput: { maxLength: STATEMENT_TITLE_MAX } }}
          />
          <TextField
            select
            label="Phase"
            value={draft.phaseId}
            onChange={(e) => set({ phaseId: e.target.value === '' ? '' : Number(e.target.value) })}
            error={Boolean(errors.phaseId)}
            helperText={errors.phaseId ?? 'Participants choose it when they submit to this phase'}
          >
            <MenuItem value="">Every phase</MenuItem>
            {phases.map((p) => (
              <MenuItem key={p.phaseId} value={p.phaseId}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <HtmlField
            label="Description"
            value={draft.description}
            onChange={(description) => set({ description })}
            error={Boolean(errors.description)}
            helperText={errors.description}
            minRows={5}
          />
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <PendingButton variant="contained" pending={saving} onClick={() => void submit()}>
          Save problem statement
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};
