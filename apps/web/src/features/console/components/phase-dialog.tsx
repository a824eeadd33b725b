import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PHASE_NAME_MAX,
  PhaseWriteSchema,
  type ConsolePhase,
  type PhaseWrite,
} from '@elevate/contracts/console/console-drill-forms.schema';
import type { DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';
import { isoOfLocalInput, localInputOf } from '@/components/date-time-input';
import { FormDialog, useCheckedSave } from '@/components/form-dialog';
import { HtmlField } from './html-field';
import { PHASE_KIND_LABELS } from './phase-format';

export interface PhaseDraft {
  name: string;
  kind: DrillPhaseKind;
  start: string;
  end: string;
  description: string;
}

/** What a new phase starts from: the idea round first, then solution rounds, after the last phase. */
export const newPhaseDraft = (
  phases: readonly ConsolePhase[],
  hackathon: { start: string; end: string },
): PhaseDraft => {
  const last = phases.at(-1);
  const kind: DrillPhaseKind = phases.length === 0 ? 'idea' : 'solution';
  return {
    name: kind === 'idea' ? 'Idea round' : 'Solution round',
    kind,
    start: localInputOf(last?.endDt ?? hackathon.start),
    end: localInputOf(hackathon.end),
    description: '',
  };
};

export const draftOf = (p: ConsolePhase): PhaseDraft => ({
  name: p.name,
  kind: p.kind,
  start: localInputOf(p.startDt),
  end: localInputOf(p.endDt),
  description: p.description,
});

/**
 * Adds or edits a phase: its name (idea, solution, or the host's own), which participant page takes it, its
 * dates (in the browser's time zone) and its description. Checked with the API's schema first; the API's own
 * refusals (outside the hackathon's dates, out of order) are shown in place.
 */
export const PhaseDialog = ({
  open,
  title,
  initial,
  onClose,
  onSave,
  saving,
}: {
  open: boolean;
  title: string;
  initial: PhaseDraft;
  onClose: () => void;
  onSave: (phase: PhaseWrite) => Promise<unknown>;
  saving: boolean;
}) => {
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<PhaseDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const { errors, problem, save } = useCheckedSave(PhaseWriteSchema, onSave);
  const submit = () =>
    void save({
      name: draft.name,
      kind: draft.kind,
      startDt: isoOfLocalInput(draft.start),
      endDt: isoOfLocalInput(draft.end),
      description: draft.description,
    });

  return (
    <FormDialog
      open={open}
      title={title}
      saveLabel="Save phase"
      saving={saving}
      problem={problem}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Name"
        required
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'For example Idea round, Solution round, or Finale'}
        slotProps={{ htmlInput: { maxLength: PHASE_NAME_MAX } }}
      />
      <TextField
        select
        label="Participants submit on"
        value={draft.kind}
        onChange={(e) => set({ kind: e.target.value as DrillPhaseKind })}
        error={Boolean(errors.kind)}
        helperText={errors.kind ?? 'Which page of the participant dashboard takes this phase’s submission'}
      >
        {(Object.keys(PHASE_KIND_LABELS) as DrillPhaseKind[]).map((k) => (
          <MenuItem key={k} value={k}>
            {PHASE_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Starts"
          type="datetime-local"
          required
          fullWidth
          value={draft.start}
          onChange={(e) => set({ start: e.target.value })}
          error={Boolean(errors.startDt)}
          helperText={errors.startDt}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          required
          fullWidth
          value={draft.end}
          onChange={(e) => set({ end: e.target.value })}
          error={Boolean(errors.endDt)}
          helperText={errors.endDt}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <HtmlField
        label="Description"
        value={draft.description}
        onChange={(description) => set({ description })}
        error={Boolean(errors.description)}
        helperText={errors.description}
        minRows={4}
      />
    </FormDialog>
  );
};
