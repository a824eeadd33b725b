import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  CRITERION_DESCRIPTION_MAX,
  CRITERION_NAME_MAX,
  RUBRIC_CRITERIA_MAX,
  RUBRIC_CRITERIA_MIN,
  RUBRIC_WEIGHT_TOTAL,
} from '@elevate/contracts/judging/judging.constants';
import type { RubricWrite } from '@elevate/contracts/judging/judging.schema';
import { TextInput } from '@/components/text-input';

/** The weights typed so far, added up (a box left empty counts as 0). */
export const weightSum = (criteria: readonly { weight?: number }[] | undefined): number =>
  (criteria ?? []).reduce((s, c) => s + (typeof c.weight === 'number' && Number.isFinite(c.weight) ? c.weight : 0), 0);

/** The message the schema puts on the criteria list as a whole (sum, duplicates, count). */
const listMessage = (errors: FieldErrors<RubricWrite>): string | undefined => {
  const e = errors.criteria as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
};

/**
 * The rubric's criteria: name, description and whole-number weight per row, 1–10 rows added, removed and moved
 * with buttons, and the live sum of the weights, which must be 100. `readOnly` while the rubric is locked.
 */
export const RubricCriteriaFields = ({
  control,
  errors,
  submitted,
  readOnly,
  fixedSet = false,
}: {
  control: Control<RubricWrite>;
  errors: FieldErrors<RubricWrite>;
  submitted: boolean;
  readOnly: boolean;
  /** Once judging has opened, criteria cannot be added or removed (judges' scores hang on them). */
  fixedSet?: boolean;
}) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'criteria' });
  const criteria = useWatch({ control, name: 'criteria' });
  const sum = weightSum(criteria);
  const message = submitted ? listMessage(errors) : undefined;
  return (
    <Stack spacing={1.5}>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Criteria">
        {fields.map((f, i) => (
          <Paper component="li" key={f.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr 96px', sm: 'minmax(0, 1fr) 110px auto' },
                alignItems: 'start',
              }}
            >
              <TextInput
                control={control}
                name={`criteria.${i}.name`}
                label={`Criterion ${i + 1}`}
                size="small"
                required
                disabled={readOnly}
                slotProps={{ htmlInput: { maxLength: CRITERION_NAME_MAX } }}
              />
              <Controller
                control={control}
                name={`criteria.${i}.weight`}
                render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    label="Weight"
                    size="small"
                    type="number"
                    required
                    disabled={readOnly}
                    value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
                    onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                    error={Boolean((fieldState.isTouched || submitted) && fieldState.error)}
                    helperText={
                      (fieldState.isTouched || submitted) && fieldState.error ? fieldState.error.message : ' '
                    }
                    slotProps={{
                      htmlInput: {
                        min: 1,
                        max: RUBRIC_WEIGHT_TOTAL,
                        step: 1,
                        inputMode: 'numeric',
                        'aria-label': `Weight of criterion ${i + 1}`,
                      },
                    }}
                  />
                )}
              />
              <Stack
                direction="row"
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifyContent: { xs: 'flex-end', sm: 'flex-start' } }}
              >
                <IconButton
                  aria-label={`Move criterion ${i + 1} up`}
                  disabled={readOnly || i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`Move criterion ${i + 1} down`}
                  disabled={readOnly || i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`Remove criterion ${i + 1}`}
                  disabled={readOnly || fixedSet || fields.length <= RUBRIC_CRITERIA_MIN}
                  onClick={() => remove(i)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TextInput
                  control={control}
                  name={`criteria.${i}.description`}
                  label="What judges look for (optional)"
                  size="small"
                  fullWidth
                  multiline
                  minRows={1}
                  disabled={readOnly}
                  slotProps={{ htmlInput: { maxLength: CRITERION_DESCRIPTION_MAX } }}
                />
              </Box>
            </Box>
          </Paper>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ name: '', description: '', weight: Math.max(1, RUBRIC_WEIGHT_TOTAL - sum) })}
          disabled={readOnly || fixedSet || fields.length >= RUBRIC_CRITERIA_MAX}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add criterion
        </Button>
        <Typography
          role="status"
          sx={{
            fontWeight: 700,
            color: sum === RUBRIC_WEIGHT_TOTAL ? 'success.main' : 'error.main',
            ml: { sm: 'auto' },
          }}
        >
          Weights add up to {sum} of {RUBRIC_WEIGHT_TOTAL}
        </Typography>
      </Stack>
      {message ? (
        <Typography role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ) : null}
    </Stack>
  );
};
