import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { z } from 'zod';
import { RubricWriteSchema, type Rubric, type RubricWrite } from '@elevate/contracts/judging/judging.schema';
import { JudgingMessages } from '@elevate/contracts/judging/judging.messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveRubric } from '../api/save-rubric';
import { JudgingSettingsFields, type CalibrationCandidate } from './judging-settings-fields';
import { RubricCriteriaFields } from './rubric-criteria-fields';

/** A new phase starts from the example rubric, so a host edits rather than starts from nothing. */
const STARTER_CRITERIA: RubricWrite['criteria'] = [
  { name: 'Innovation', description: 'How new is the idea, and how well does it use what exists?', weight: 30 },
  { name: 'Feasibility', description: 'Can this team build it with the time and means they have?', weight: 30 },
  { name: 'Impact', description: 'How many people would it help, and how much?', weight: 20 },
  { name: 'Presentation', description: 'Is the submission clear, complete and well argued?', weight: 20 },
];

export const rubricValuesOf = (rubric: Rubric): RubricWrite => ({
  criteria:
    rubric.criteria.length > 0
      ? [...rubric.criteria]
          .sort((a, b) => a.position - b.position)
          .map((c) => ({ criterionId: c.criterionId, name: c.name, description: c.description, weight: c.weight }))
      : STARTER_CRITERIA,
  settings: { ...rubric.settings },
});

type Output = z.output<typeof RubricWriteSchema>;

/**
 * A phase's rubric and judging settings, saved together (one PUT). Once judging has opened the criteria show
 * read-only; "Change anyway" asks first, because the change is recorded in the audit log and totals are
 * recomputed, and the save then carries that confirmation.
 */
export const RubricForm = ({
  drillId,
  rubric,
  candidates,
}: {
  drillId: number;
  rubric: Rubric;
  candidates: readonly CalibrationCandidate[];
}) => {
  const save = useSaveRubric(drillId, rubric.phaseId);
  const [unlocked, setUnlocked] = useState(false);
  const [asking, setAsking] = useState<'unlock' | 'retry' | null>(null);
  const [pendingValues, setPendingValues] = useState<Output | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<RubricWrite, unknown, Output>({
    resolver: zodResolver(RubricWriteSchema),
    defaultValues: rubricValuesOf(rubric),
  });

  const send = (values: Output, confirm: boolean) =>
    save.mutate(
      { ...values, ...(confirm ? { confirmLockedChange: true } : {}) },
      {
        onSuccess: ({ rubric: saved, message }) => {
          toast.success(message ?? JudgingMessages.rubricSaved);
          reset(rubricValuesOf(saved));
          setUnlocked(false);
          setAsking(null);
          setPendingValues(null);
        },
        onError: (err) => {
          // A locked rubric answers 409 until the host confirms; ask instead of only showing the refusal.
          if (err instanceof ApiError && err.status === 409 && rubric.locked && !confirm) {
            setPendingValues(values);
            setAsking('retry');
            return;
          }
          setAsking(null);
          toast.error(errorMessage(err));
        },
      },
    );

  const onSubmit = handleSubmit((values) => send(values, rubric.locked && unlocked));
  const criteriaReadOnly = rubric.locked && !unlocked;

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Rubric
          </Typography>
          {rubric.locked ? (
            <Alert
              severity="info"
              icon={<LockOutlinedIcon />}
              action={
                !unlocked ? (
                  <Button color="inherit" size="small" onClick={() => setAsking('unlock')}>
                    Change anyway
                  </Button>
                ) : undefined
              }
            >
              {unlocked
                ? 'You are changing a locked rubric. Saving records the change in the audit log and recomputes totals.'
                : 'The rubric locked when judging opened, so every judge scores against the same criteria.'}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Weighted criteria judges score on a fixed scale. The weights must add up to 100. The rubric locks when
              judging opens.
            </Typography>
          )}
        </Stack>
        <RubricCriteriaFields
          control={control}
          errors={formState.errors}
          submitted={formState.isSubmitted}
          readOnly={criteriaReadOnly}
          fixedSet={rubric.locked}
        />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Settings
        </Typography>
        <JudgingSettingsFields control={control} locked={rubric.locked} candidates={candidates} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => reset(rubricValuesOf(rubric))} disabled={save.isPending || !formState.isDirty}>
            Discard changes
          </Button>
          <PendingButton type="submit" variant="contained" pending={save.isPending}>
            Save rubric and settings
          </PendingButton>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title="Change the rubric after judging opened?"
        confirmLabel={asking === 'retry' ? 'Save anyway' : 'Change anyway'}
        pending={save.isPending}
        onCancel={() => {
          setAsking(null);
          setPendingValues(null);
        }}
        onConfirm={() => {
          if (asking === 'retry' && pendingValues) send(pendingValues, true);
          else {
            setUnlocked(true);
            setAsking(null);
          }
        }}
      >
        Judges may already have scored against this rubric. The change is recorded in the audit log the hosts can read,
        with who made it and when, and every total is recomputed with the new weights.
      </ConfirmDialog>
    </Paper>
  );
};
