import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ConsolePhase } from '@elevate/contracts/console/console-drill-forms.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDrillPhases } from '../api/get-drill-phases';
import { useDeleteDrillPhase, useSaveDrillPhase } from '../api/save-drill-phase';
import { PhaseCard } from './phase-card';
import { draftOf, newPhaseDraft, PhaseDialog, type PhaseDraft } from './phase-dialog';
import { phaseSpanOf } from './phase-format';

type Editing = { phase: ConsolePhase | null; draft: PhaseDraft; seq: number };

/**
 * The Phases tab's list: the hackathon's phases in order as cards (dates, state, submissions), add and edit in a
 * dialog, delete after a confirmation (refused by the API once a phase has submissions), and each phase's
 * submission form (`renderSubmissionForm`, composed by the page).
 */
export const PhaseList = ({
  drillId,
  renderSubmissionForm,
}: {
  drillId: number;
  renderSubmissionForm: (phase: ConsolePhase) => ReactNode;
}) => {
  const phases = useDrillPhases(drillId);
  const save = useSaveDrillPhase();
  const remove = useDeleteDrillPhase();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ConsolePhase | null>(null);

  if (phases.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the phases">
        <CardSkeletons count={2} height={150} />
      </Stack>
    );
  if (phases.isError) return <LoadFailedState what="the phases" onRetry={() => void phases.refetch()} />;

  const { phases: list, hackathonStartDt, hackathonEndDt } = phases.data;
  const openNew = () =>
    setEditing({
      phase: null,
      draft: newPhaseDraft(list, { start: hackathonStartDt, end: hackathonEndDt }),
      seq: Date.now(),
    });
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openNew} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      Add phase
    </Button>
  );

  const confirmDelete = async (phase: ConsolePhase) => {
    try {
      const { message } = await remove.mutateAsync({ drillId, phaseId: phase.phaseId });
      if (message) toast.success(message);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">
          Phases run within the hackathon ({phaseSpanOf(hackathonStartDt, hackathonEndDt)}), one after another.
        </Typography>
        {list.length > 0 ? addButton : null}
      </Stack>
      {list.length === 0 ? (
        <EmptyState title="No phases yet: add the idea round" action={addButton}>
          A phase is a round participants submit to: an idea round first, then a solution round, or your own.
        </EmptyState>
      ) : (
        <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Phases">
          {list.map((phase, index) => (
            <PhaseCard
              key={phase.phaseId}
              phase={phase}
              index={index}
              onEdit={() => setEditing({ phase, draft: draftOf(phase), seq: Date.now() })}
              onDelete={() => setDeleting(phase)}
              submissionForm={renderSubmissionForm(phase)}
            />
          ))}
        </Stack>
      )}
      {editing ? (
        <PhaseDialog
          key={editing.seq}
          open
          title={editing.phase ? `Edit ${editing.phase.name}` : 'Add a phase'}
          initial={editing.draft}
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={async (phase) => {
            const { message } = await save.mutateAsync({ drillId, phaseId: editing.phase?.phaseId, phase });
            if (message) toast.success(message);
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this phase'}?`}
        confirmLabel="Delete phase"
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      >
        Its submission form and the problem statements of this phase go with it.
      </ConfirmDialog>
    </Stack>
  );
};
