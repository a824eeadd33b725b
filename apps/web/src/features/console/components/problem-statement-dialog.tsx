import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ProblemStatementWriteSchema,
  STATEMENT_TITLE_MAX,
  type ConsolePhase,
  type ProblemStatementWrite,
} from '@elevate/contracts/console/console-drill-forms.schema';
import { FormDialog, useCheckedSave } from '@/components/form-dialog';
import { HtmlField } from './html-field';

export interface StatementDraft {
  title: string;
  description: string;
  /** '' for every phase. */
  phaseId: number | '';
}

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
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<StatementDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const { errors, problem, save } = useCheckedSave(ProblemStatementWriteSchema, onSave);
  const submit = () =>
    void save({
      title: draft.title,
      description: draft.description,
      phaseId: draft.phaseId === '' ? null : draft.phaseId,
    });

  return (
    <FormDialog
      title={title}
      saveLabel="Save problem statement"
      saving={saving}
      problem={problem}
      onClose={onClose}
      onSubmit={submit}
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
    </FormDialog>
  );
};
