import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEEDBACK_MAX_LENGTH } from '@elevate/contracts/judging/judging.constants';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type { AssignmentDetail, RubricCriterion, ScoreWrite } from '@elevate/contracts/judging/judging.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveScore } from '../api/save-score';
import { CriterionScoreInput } from './criterion-score-input';

/** Form keys are 'c{criterionId}': a bare number would make React Hook Form treat the scores as an array. */
const keyOf = (criterionId: number | string) => `c${criterionId}`;

export interface ScoringValues {
  /** 'c{criterion id}' → score; null while not scored. */
  scores: Record<string, number | null>;
  feedback: string;
}

/** Σ score / scale × weight on 0..100, or null until every criterion is scored (as the API computes it). */
export const weightedTotal = (
  criteria: readonly RubricCriterion[],
  scores: Record<string, number | null>,
  scale: number,
): number | null => {
  let total = 0;
  for (const c of criteria) {
    const s = scores[keyOf(c.criterionId)];
    if (typeof s !== 'number') return null;
    total += (s / scale) * c.weight;
  }
  return Math.round(total * 10) / 10;
};

const valuesOf = (a: AssignmentDetail): ScoringValues => ({
  scores: Object.fromEntries(
    a.criteria.map((c) => [keyOf(c.criterionId), a.review?.scores[String(c.criterionId)] ?? null]),
  ),
  feedback: a.review?.feedback ?? '',
});

/** The body of the PUT: scores by criterion id, scored criteria only (a draft may leave some out). */
export const scoreBodyOf = (values: ScoringValues, submit: boolean): ScoreWrite => ({
  scores: Object.fromEntries(
    Object.entries(values.scores)
      .filter((e): e is [string, number] => typeof e[1] === 'number')
      .map(([key, score]) => [key.slice(1), score]),
  ),
  feedback: values.feedback,
  submit,
});

/**
 * What stops a review from being submitted (a draft may be partial): every criterion needs a score and the
 * feedback FEEDBACK_MIN_LENGTH characters. The API checks the same with the same messages.
 */
export const submitProblems = (a: AssignmentDetail, values: ScoringValues) => {
  const problems: { name: `scores.${string}` | 'feedback'; message: string }[] = [];
  for (const c of a.criteria) {
    if (typeof values.scores[keyOf(c.criterionId)] !== 'number') {
      problems.push({ name: `scores.${keyOf(c.criterionId)}`, message: M.scoreRequired(c.name) });
    }
  }
  if (values.feedback.trim().length < a.feedbackMinLength) problems.push({ name: 'feedback', message: M.feedbackMin });
  return problems;
};

/**
 * The rubric beside the submission: one input per criterion on the fixed scale, the live weighted total, written
 * feedback, Save draft and Submit review. Read-only with the API's reason once judging is closed.
 */
export const ScoringForm = ({
  assignment,
  onSubmitted,
}: {
  assignment: AssignmentDetail;
  onSubmitted?: () => void;
}) => {
  const save = useSaveScore(assignment.assignmentId);
  const [mode, setMode] = useState<'draft' | 'submit'>('submit');
  const { control, handleSubmit, formState, reset, setError, clearErrors } = useForm<ScoringValues>({
    defaultValues: valuesOf(assignment),
  });
  const scores = useWatch({ control, name: 'scores' });
  const feedback = useWatch({ control, name: 'feedback' });
  const total = weightedTotal(assignment.criteria, scores, assignment.scoreScale);
  const scored = assignment.criteria.filter((c) => typeof scores[keyOf(c.criterionId)] === 'number').length;
  const readOnly = !assignment.canEdit;
  const submittedBefore = assignment.review?.status === 'submitted';

  const run = (submit: boolean) => {
    setMode(submit ? 'submit' : 'draft');
    clearErrors();
    return handleSubmit((values) => {
      const problems = submit ? submitProblems(assignment, values) : [];
      if (problems.length > 0) {
        for (const p of problems) setError(p.name, { type: 'required', message: p.message });
        return;
      }
      save.mutate(scoreBodyOf(values, submit), {
        onSuccess: ({ message, review }) => {
          toast.success(message ?? (submit ? M.reviewSubmitted : M.draftSaved));
          const kept = Object.fromEntries(Object.entries(review.scores).map(([id, n]) => [keyOf(id), n]));
          reset({ scores: { ...values.scores, ...kept }, feedback: review.feedback });
          if (submit) onSubmitted?.();
        },
        onError: (err) => toast.error(errorMessage(err)),
      });
    })();
  };

  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby="rubric-title"
      onSubmit={(e) => {
        e.preventDefault();
        void run(true);
      }}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack spacing={2.5}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
          <Typography id="rubric-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Your scores
          </Typography>
          <Box role="status" aria-live="polite" sx={{ textAlign: 'right' }}>
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
              {total === null ? '–' : total.toFixed(1)}
            </Typography>
            <Typography component="span" color="text.secondary">
              {' '}
              / 100
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {total === null
                ? `Total once all are scored (${scored} of ${assignment.criteria.length})`
                : 'Weighted total'}
            </Typography>
          </Box>
        </Stack>
        {readOnly ? <Alert severity="info">{assignment.lockedMessage ?? M.scoringClosed}</Alert> : null}
        {submittedBefore && !readOnly ? (
          <Alert severity="success">
            You submitted this review. You can still change it until judging closes; every change is kept in the audit
            log.
          </Alert>
        ) : null}
        {assignment.criteria.map((c) => (
          <Controller
            key={c.criterionId}
            control={control}
            name={`scores.${keyOf(c.criterionId)}`}
            render={({ field, fieldState }) => (
              <CriterionScoreInput
                name={c.name}
                weight={c.weight}
                description={c.description}
                scale={assignment.scoreScale}
                value={field.value ?? null}
                onChange={(v) => {
                  field.onChange(v);
                  clearErrors(field.name);
                }}
                onBlur={field.onBlur}
                disabled={readOnly}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="feedback"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Written feedback"
              multiline
              minRows={5}
              fullWidth
              disabled={readOnly}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                `What worked, what to improve. Participants may read it, without your name. At least ${assignment.feedbackMinLength} characters to submit (${feedback.trim().length} so far).`
              }
              slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX_LENGTH } }}
            />
          )}
        />
        {formState.isSubmitted && Object.keys(formState.errors).length > 0 ? (
          <Alert severity="error" role="alert">
            {mode === 'submit'
              ? 'Score every criterion and write your feedback before submitting.'
              : 'Please check the highlighted fields.'}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <PendingButton
              variant="outlined"
              pending={save.isPending && mode === 'draft'}
              disabled={save.isPending}
              onClick={() => void run(false)}
            >
              Save draft
            </PendingButton>
            <PendingButton
              type="submit"
              variant="contained"
              pending={save.isPending && mode === 'submit'}
              disabled={save.isPending}
            >
              {submittedBefore ? 'Update review' : 'Submit review'}
            </PendingButton>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
};
