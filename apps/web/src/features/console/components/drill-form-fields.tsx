import { Controller, useFieldArray, type Control, type FieldValues, type Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  DRILL_FAQS_MAX,
  DRILL_PRIZES_MAX,
  DRILL_SCHEDULE_MAX,
  DRILL_SOCIAL_KINDS,
  DRILL_SOCIAL_LINKS_MAX,
  isIsoInstant,
  type DrillWriteInput,
} from '@elevate/contracts/console/console-drill.schema';
import { TextInput } from '@/components/text-input';
import { FormNumberField } from '@/components/form-number-field';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the browser's local `datetime-local` value ('' for none or not a date). */
export const toLocalInput = (value: unknown): string => {
  if (!isIsoInstant(value)) return '';
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A `datetime-local` value (the host's own time) as the instant the API takes; '' when incomplete. */
export const fromLocalInput = (value: string): string => {
  const t = new Date(value).getTime();
  return value && Number.isFinite(t) ? new Date(t).toISOString() : '';
};

/**
 * A date and time in the host's own time zone, held by the form as an ISO instant (what the API stores). Its
 * message shows once touched or submitted, like every other field.
 */
export const DateTimeField = <T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: string;
  required?: boolean;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState, formState }) => {
      const show = fieldState.isTouched || formState.isSubmitted || fieldState.error?.type === 'server';
      const message = show ? fieldState.error?.message : undefined;
      return (
        <TextField
          label={label}
          type="datetime-local"
          required={required}
          value={toLocalInput(field.value)}
          onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          error={Boolean(message)}
          helperText={message ?? helperText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    }}
  />
);

type DrillControl = Control<DrillWriteInput>;

const ListBlock = ({
  title,
  hint,
  empty,
  children,
  onAdd,
  addLabel,
  full,
}: {
  title: string;
  hint?: string;
  empty: boolean;
  children: React.ReactNode;
  onAdd: () => void;
  addLabel: string;
  full: boolean;
}) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
      {title}
    </Typography>
    {hint ? (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
    ) : null}
    <Stack spacing={1.5}>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          None yet.
        </Typography>
      ) : null}
      {children}
    </Stack>
    <Button startIcon={<AddIcon />} onClick={onAdd} disabled={full} sx={{ mt: 1 }}>
      {addLabel}
    </Button>
  </Box>
);

const Row = ({ label, onRemove, children }: { label: string; onRemove: () => void; children: React.ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
    <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
    <IconButton aria-label={`Remove ${label}`} onClick={onRemove} sx={{ mt: 0.5 }}>
      <DeleteOutlineIcon />
    </IconButton>
  </Paper>
);

/** The prizes: title, value in rupees (0 for a prize in kind) and a line about it. */
export const PrizesEditor = ({ control }: { control: DrillControl }) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes' });
  return (
    <ListBlock
      title="Prizes"
      hint="Value in rupees; 0 for a prize in kind such as an internship."
      empty={fields.length === 0}
      onAdd={() => append({ title: '', value: 0, description: '' })}
      addLabel="Add a prize"
      full={fields.length >= DRILL_PRIZES_MAX}
    >
      {fields.map((f, i) => (
        <Row key={f.id} label={`prize ${i + 1}`} onRemove={() => remove(i)}>
          <TextInput control={control} name={`prizes.${i}.title`} label={`Prize ${i + 1} title`} required />
          <FormNumberField
            control={control}
            name={`prizes.${i}.value`}
            label={`Prize ${i + 1} value (₹)`}
            slotProps={{ htmlInput: { min: 0, step: 1000 } }}
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <TextInput control={control} name={`prizes.${i}.description`} label={`Prize ${i + 1} details`} fullWidth />
          </Box>
        </Row>
      ))}
    </ListBlock>
  );
};

/** The schedule: what happens when (talks, mentoring, results). */
export const ScheduleEditor = ({ control }: { control: DrillControl }) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'schedule' });
  return (
    <ListBlock
      title="Schedule"
      empty={fields.length === 0}
      onAdd={() => append({ start: '', end: '', title: '', desc: '' })}
      addLabel="Add a schedule item"
      full={fields.length >= DRILL_SCHEDULE_MAX}
    >
      {fields.map((f, i) => (
        <Row key={f.id} label={`schedule item ${i + 1}`} onRemove={() => remove(i)}>
          <DateTimeField control={control} name={`schedule.${i}.start`} label={`Item ${i + 1} starts`} required />
          <DateTimeField control={control} name={`schedule.${i}.end`} label={`Item ${i + 1} ends`} required />
          <TextInput control={control} name={`schedule.${i}.title`} label={`Item ${i + 1} title`} required />
          <TextInput control={control} name={`schedule.${i}.desc`} label={`Item ${i + 1} details`} />
        </Row>
      ))}
    </ListBlock>
  );
};

/** The hackathon's own pages and communities. */
export const SocialLinksEditor = ({ control }: { control: DrillControl }) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'socialLinks' });
  return (
    <ListBlock
      title="Social links"
      empty={fields.length === 0}
      onAdd={() => append({ kind: 'website', url: '' })}
      addLabel="Add a link"
      full={fields.length >= DRILL_SOCIAL_LINKS_MAX}
    >
      {fields.map((f, i) => (
        <Row key={f.id} label={`link ${i + 1}`} onRemove={() => remove(i)}>
          <TextInput control={control} name={`socialLinks.${i}.kind`} label={`Link ${i + 1} kind`} select>
            {DRILL_SOCIAL_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {k === 'x' ? 'X (Twitter)' : k.charAt(0).toUpperCase() + k.slice(1)}
              </MenuItem>
            ))}
          </TextInput>
          <TextInput
            control={control}
            name={`socialLinks.${i}.url`}
            label={`Link ${i + 1} address`}
            placeholder="https://"
            required
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
        </Row>
      ))}
    </ListBlock>
  );
};

/** Questions participants ask, answered once on the page. */
export const FaqsEditor = ({ control }: { control: DrillControl }) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'faqs' });
  return (
    <ListBlock
      title="FAQs"
      empty={fields.length === 0}
      onAdd={() => append({ question: '', answer: '' })}
      addLabel="Add a question"
      full={fields.length >= DRILL_FAQS_MAX}
    >
      {fields.map((f, i) => (
        <Row key={f.id} label={`question ${i + 1}`} onRemove={() => remove(i)}>
          <TextInput control={control} name={`faqs.${i}.question`} label={`Question ${i + 1}`} required />
          <TextInput
            control={control}
            name={`faqs.${i}.answer`}
            label={`Answer ${i + 1}`}
            required
            multiline
            minRows={2}
          />
        </Row>
      ))}
    </ListBlock>
  );
};
