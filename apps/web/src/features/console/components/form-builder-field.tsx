import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  CHOICE_FIELD_TYPES,
  FORM_FIELD_TYPE_LABELS,
  type FormFieldDraft,
} from '@elevate/contracts/console/console-drill-forms.schema';
import { FORM_FIELD_TYPES, type FormFieldType } from '@elevate/contracts/drills/form-fields.schema';
import { ChipsInput } from './chips-input';

/** One question being edited: the draft plus a stable id for React and for focus. */
export interface BuilderRow {
  id: string;
  field: FormFieldDraft;
}

export const OPTIONS_MAX = 100;

/** The message of one property of this row ("label", "options", "key"…), if the last check found one. */
export type RowErrors = Partial<Record<'label' | 'key' | 'options' | 'maxLength' | 'type' | 'helpText', string>>;

/**
 * One question in the form builder: its label, type, required switch, options (choice types), help text, and
 * buttons to move it up or down and to remove it. Every button names the question it acts on.
 */
export const FormBuilderField = ({
  row,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  row: BuilderRow;
  index: number;
  count: number;
  errors: RowErrors;
  onChange: (field: FormFieldDraft) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}) => {
  const { field } = row;
  const name = field.label.trim() || `field ${index + 1}`;
  const isChoice = CHOICE_FIELD_TYPES.includes(field.type);
  const set = (patch: Partial<FormFieldDraft>) => onChange({ ...field, ...patch });
  const changeType = (type: FormFieldType) =>
    set({
      type,
      options: CHOICE_FIELD_TYPES.includes(type) ? (field.options ?? []) : undefined,
      maxLength: type === 'Text' || type === 'Editor' ? field.maxLength : undefined,
    });
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`Field ${index + 1}: ${name}`}
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} noWrap>
          Field {index + 1} · {FORM_FIELD_TYPE_LABELS[field.type]}
          {field.key ? ` · key ${field.key}` : ''}
        </Typography>
        <Tooltip title="Move up">
          <span>
            <IconButton
              id={`${row.id}-up`}
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton
              id={`${row.id}-down`}
              aria-label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton aria-label={`Remove ${name}`} color="error" onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <TextField
          id={`${row.id}-label`}
          label="Question"
          required
          value={field.label}
          onChange={(e) => set({ label: e.target.value })}
          error={Boolean(errors.label ?? errors.key)}
          helperText={errors.label ?? errors.key}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          select
          label="Answer type"
          value={field.type}
          onChange={(e) => changeType(e.target.value as FormFieldType)}
          error={Boolean(errors.type)}
          helperText={errors.type}
        >
          {FORM_FIELD_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {FORM_FIELD_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Help text"
          value={field.helpText ?? ''}
          onChange={(e) => set({ helpText: e.target.value })}
          error={Boolean(errors.helpText)}
          helperText={errors.helpText ?? 'Shown under the question (optional)'}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={field.required ?? false}
              onChange={(e) => set({ required: e.target.checked })}
              slotProps={{ input: { 'aria-label': `Required: ${name}` } }}
            />
          }
          label="Required"
        />
        {isChoice ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ChipsInput
              label="Options"
              values={field.options ?? []}
              onChange={(options) => set({ options })}
              max={OPTIONS_MAX}
              error={Boolean(errors.options)}
              helperText={errors.options ?? 'Type an option and press Enter'}
            />
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
};
