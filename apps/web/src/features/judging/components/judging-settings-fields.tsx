import { Controller, type Control } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CALIBRATION_MAX,
  FEEDBACK_SHARING,
  REVIEWS_PER_SUBMISSION_MAX,
  REVIEWS_PER_SUBMISSION_MIN,
  SCORE_SCALE_PRESETS,
  type FeedbackSharing,
} from '@elevate/contracts/judging/judging.constants';
import type { RubricWrite } from '@elevate/contracts/judging/judging.schema';
import { TieBreakEditor } from './tie-break-editor';

export const FEEDBACK_SHARING_LABELS: Record<FeedbackSharing, string> = {
  none: 'Nothing: participants see only whether they advanced',
  feedback: 'The judges’ written feedback (anonymised)',
  'feedback-and-scores': 'Written feedback and per-criterion scores (anonymised)',
};

/** A submission that may be picked for calibration. */
export interface CalibrationCandidate {
  submissionId: number;
  label: string;
}

/**
 * The phase's judging settings: who reviews what (all, or K judges each), K, the scale, blind mode, what
 * participants see, the tie-break chain and the calibration submissions. `locked` disables what cannot change
 * once judging has opened (mode, scale and tie-break).
 */
export const JudgingSettingsFields = ({
  control,
  locked,
  candidates,
}: {
  control: Control<RubricWrite>;
  locked: boolean;
  candidates: readonly CalibrationCandidate[];
}) => (
  <Stack spacing={3}>
    <Controller
      control={control}
      name="settings.assignmentMode"
      render={({ field }) => (
        <FormControl disabled={locked}>
          <FormLabel id="assignment-mode-label">Who reviews what</FormLabel>
          <RadioGroup {...field} aria-labelledby="assignment-mode-label">
            <FormControlLabel value="all" control={<Radio />} label="Every judge reviews every submission" />
            <FormControlLabel
              value="spread"
              control={<Radio />}
              label="Each submission goes to K judges, spread evenly"
            />
          </RadioGroup>
          {locked ? <FormHelperText>Fixed once judging has opened.</FormHelperText> : null}
        </FormControl>
      )}
    />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Controller
        control={control}
        name="settings.reviewsPerSubmission"
        render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            type="number"
            label="Reviews per submission (K)"
            value={Number.isFinite(value) ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Submissions with fewer reviews are marked short.'}
            slotProps={{
              htmlInput: { min: REVIEWS_PER_SUBMISSION_MIN, max: REVIEWS_PER_SUBMISSION_MAX, inputMode: 'numeric' },
            }}
            sx={{ flex: 1 }}
          />
        )}
      />
      <Controller
        control={control}
        name="settings.scoreScale"
        render={({ field: { ref, value, onChange, ...field }, fieldState }) => {
          const options: number[] = SCORE_SCALE_PRESETS.includes(value as (typeof SCORE_SCALE_PRESETS)[number])
            ? [...SCORE_SCALE_PRESETS]
            : [...SCORE_SCALE_PRESETS, value].sort((a, b) => a - b);
          return (
            <TextField
              {...field}
              inputRef={ref}
              select
              label="Score scale"
              value={value}
              onChange={(e) => onChange(Number(e.target.value))}
              disabled={locked}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Each criterion is scored in whole numbers from 0.'}
              sx={{ flex: 1 }}
            >
              {options.map((n) => (
                <MenuItem key={n} value={n}>
                  0 to {n}
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
    </Stack>
    <Controller
      control={control}
      name="settings.blindJudging"
      render={({ field: { value, onChange, ref } }) => (
        <FormControlLabel
          control={
            <Switch checked={value} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { ref } }} />
          }
          label="Blind judging: judges see no participant names or institutions"
        />
      )}
    />
    <Controller
      control={control}
      name="settings.feedbackSharing"
      render={({ field: { ref, ...field } }) => (
        <TextField {...field} inputRef={ref} select label="What participants see of their reviews">
          {FEEDBACK_SHARING.map((v) => (
            <MenuItem key={v} value={v}>
              {FEEDBACK_SHARING_LABELS[v]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Tie-break chain
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Published before judging opens and stated on the leaderboard; it cannot change once judging has opened.
      </Typography>
      <Controller
        control={control}
        name="settings.tieBreak"
        render={({ field, fieldState }) => (
          <TieBreakEditor
            value={field.value}
            onChange={field.onChange}
            disabled={locked}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
          />
        )}
      />
    </Stack>
    <Controller
      control={control}
      name="settings.calibrationSubmissionIds"
      render={({ field, fieldState }) => {
        const chosen = field.value
          .map((id) => candidates.find((c) => c.submissionId === id) ?? { submissionId: id, label: `Submission ${id}` })
          .filter(Boolean);
        return (
          <Autocomplete
            multiple
            disabled={locked}
            options={[...candidates]}
            value={chosen}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.submissionId === b.submissionId}
            getOptionDisabled={() => field.value.length >= CALIBRATION_MAX}
            onChange={(_e, next) => field.onChange(next.map((c) => c.submissionId))}
            onBlur={field.onBlur}
            noOptionsText="No submitted submissions yet"
            renderInput={(params) => (
              <TextField
                {...params}
                label="Calibration submissions (optional)"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  `Up to ${CALIBRATION_MAX} submissions every judge scores first, so the panel starts from a shared sense of the scale.`
                }
              />
            )}
          />
        );
      }}
    />
  </Stack>
);
