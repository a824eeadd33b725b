import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { ConsoleProblemStatement } from '@elevate/contracts/console/console-drill-forms.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { RichTextBlock } from '@/components/rich-text-block';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDrillPhases } from '../api/get-drill-phases';
import { useProblemStatements } from '../api/get-problem-statements';
import {
  useDeleteProblemStatement,
  useReorderProblemStatements,
  useSaveProblemStatement,
} from '../api/save-problem-statement';
import { ProblemStatementDialog, type StatementDraft } from './problem-statement-dialog';

type Editing = { statement: ConsoleProblemStatement | null; draft: StatementDraft; seq: number };

/**
 * The problem statements participants choose from: in order (moved with buttons), each for one phase or every
 * phase, added and edited in a dialog, deleted after a confirmation unless a submission has chosen it.
 */
export const ProblemStatementList = ({ drillId }: { drillId: number }) => {
  const statements = useProblemStatements(drillId);
  const phases = useDrillPhases(drillId).data?.phases ?? [];
  const save = useSaveProblemStatement();
  const remove = useDeleteProblemStatement();
  const reorder = useReorderProblemStatements();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ConsoleProblemStatement | null>(null);

  if (statements.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the problem statements">
        <CardSkeletons count={2} height={100} />
      </Stack>
    );
  if (statements.isError)
    return <LoadFailedState what="the problem statements" onRetry={() => void statements.refetch()} />;

  const list = statements.data;
  const phaseName = (id: number | null) =>
    id === null ? 'Every phase' : (phases.find((p) => p.phaseId === id)?.name ?? 'A phase');
  const openNew = () =>
    setEditing({ statement: null, draft: { title: '', description: '', phaseId: '' }, seq: Date.now() });
  const addButton = (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={openNew}>
      Add problem statement
    </Button>
  );

  const move = async (index: number, direction: -1 | 1) => {
    const ids = list.map((s) => s.statementId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + direction, 0, moved!);
    try {
      await reorder.mutateAsync({ drillId, statementIds: ids });
      // Keep the focus on the button pressed; at either end of the list, on the other one.
      const target = index + direction;
      const atEdge = target === 0 || target === list.length - 1;
      const button = atEdge === (direction === -1) ? 'down' : 'up';
      requestAnimationFrame(() => document.getElementById(`statement-${moved}-${button}`)?.focus());
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const confirmDelete = async (statement: ConsoleProblemStatement) => {
    try {
      const { message } = await remove.mutateAsync({ drillId, statementId: statement.statementId });
      if (message) toast.success(message);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack spacing={2}>
      {list.length === 0 ? (
        <EmptyState title="No problem statements yet" action={addButton}>
          Add the challenges participants choose from when they submit, for one phase or every phase.
        </EmptyState>
      ) : (
        <>
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Problem statements">
            {list.map((s, index) => (
              <Paper key={s.statementId} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <Typography
                    variant="subtitle1"
                    component="h3"
                    sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {s.title}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={phaseName(s.phaseId)}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  />
                </Stack>
                {s.description ? (
                  <Box sx={{ mt: 1 }}>
                    <RichTextBlock html={s.description} />
                  </Box>
                ) : null}
                {s.submissionCount > 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Chosen by {s.submissionCount} {s.submissionCount === 1 ? 'submission' : 'submissions'}: it can be
                    edited but not deleted.
                  </Typography>
                ) : null}
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Button
                    startIcon={<EditIcon />}
                    aria-label={`Edit ${s.title}`}
                    onClick={() =>
                      setEditing({
                        statement: s,
                        draft: { title: s.title, description: s.description, phaseId: s.phaseId ?? '' },
                        seq: Date.now(),
                      })
                    }
                  >
                    Edit
                  </Button>
                  <Button
                    color="error"
                    startIcon={<DeleteOutlineIcon />}
                    aria-label={`Delete ${s.title}`}
                    disabled={s.submissionCount > 0}
                    onClick={() => setDeleting(s)}
                  >
                    Delete
                  </Button>
                  <IconButton
                    id={`statement-${s.statementId}-up`}
                    aria-label={`Move ${s.title} up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => void move(index, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    id={`statement-${s.statementId}-down`}
                    aria-label={`Move ${s.title} down`}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => void move(index, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                </Stack>
              </Paper>
            ))}
          </Stack>
          <Box>{addButton}</Box>
        </>
      )}
      {editing ? (
        <ProblemStatementDialog
          key={editing.seq}
          title={editing.statement ? 'Edit problem statement' : 'Add a problem statement'}
          initial={editing.draft}
          phases={phases}
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={async (statement) => {
            const { message } = await save.mutateAsync({
              drillId,
              statementId: editing.statement?.statementId,
              statement,
            });
            if (message) toast.success(message);
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete "${deleting?.title ?? ''}"?`}
        confirmLabel="Delete problem statement"
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      >
        Participants will no longer be able to choose it.
      </ConfirmDialog>
    </Stack>
  );
};
