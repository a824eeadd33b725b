import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  AnnouncementCreateSchema,
} from '@elevate/contracts/console/console-drill-announcements.schema';
import { ANNOUNCEMENTS_PER_HOUR } from '@elevate/contracts/console/console-drill-people.messages';
import { PendingButton } from '@/components/pending-button';
import { applyServerErrors } from '@/components/form-submit';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateAnnouncement } from '../api/create-announcement';
import { HtmlField } from './html-field';

/** The form's own shape: the audience is 'everyone' or a phase id as text (a select's value). */
const FormSchema = AnnouncementCreateSchema.omit({ phaseId: true }).extend({ audience: z.string() });
type Values = z.input<typeof FormSchema>;
type Parsed = z.output<typeof FormSchema>;

const EMPTY: Values = { title: '', body: '', audience: 'everyone', byMail: true };

/** Compose an announcement: title, rich-text body with a preview, audience (everyone or one phase), mail on/off. */
export const AnnouncementForm = ({
  drillId,
  phases,
}: {
  drillId: number;
  phases: Array<{ phaseId: number; name: string }>;
}) => {
  const create = useCreateAnnouncement(drillId);
  const { control, handleSubmit, reset, setError } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(FormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ audience, ...rest }) => {
    try {
      const { message } = await create.mutateAsync({
        ...rest,
        phaseId: audience === 'everyone' ? null : Number(audience),
      });
      toast.success(message ?? 'Announcement saved');
      reset(EMPTY);
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors<Values>(err.fields, setError);
      toast.error(errorMessage(err));
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="announcement-form-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="announcement-form-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
        New announcement
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Participants see it on their dashboard; the mail carries the title and a link. At most {ANNOUNCEMENTS_PER_HOUR}{' '}
        an hour.
      </Typography>
      <Stack spacing={2}>
        <Controller
          name="title"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Title"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? `${field.value.length}/${ANNOUNCEMENT_TITLE_MAX}`}
              slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
            />
          )}
        />
        <Controller
          name="body"
          control={control}
          render={({ field, fieldState }) => (
            <HtmlField
              label="Announcement"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                `HTML allowed (<p>, <strong>, <em>, lists, <a href="https://…">); up to ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en-IN')} characters. Use Preview to see it as participants will.`
              }
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Controller
            name="audience"
            control={control}
            render={({ field }) => (
              <TextField {...field} select label="Send to" sx={{ minWidth: { sm: 260 } }}>
                <MenuItem value="everyone">Everyone registered</MenuItem>
                {phases.map((p) => (
                  <MenuItem key={p.phaseId} value={String(p.phaseId)}>
                    Participants of {p.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="byMail"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Also send by mail"
              />
            )}
          />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <PendingButton type="submit" variant="contained" pending={create.isPending}>
            Send announcement
          </PendingButton>
        </Stack>
      </Stack>
    </Paper>
  );
};
