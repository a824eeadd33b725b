import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { EVENT_STATUSES, EVENT_TYPES, type EVENT_MODES } from '@elevate/contracts/content/content.constants';
import { EventInputSchema } from '@elevate/contracts/content/site-content.schema';
import { FormDialog, useCheckedSave } from '@/components/form-dialog';
import type { AdminEvent, AdminEventInput } from '../api/admin-events';
import { AdminImageField } from './admin-image-field';
import { blankToNull, isoOfIstInput, istInputOf } from './admin-ist';

type EventType = (typeof EVENT_TYPES)[number];
type EventMode = (typeof EVENT_MODES)[number];
type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  webinar: 'Webinar',
  meetup: 'Meetup',
  workshop: 'Workshop',
  ama: 'Ask me anything',
};

interface Speaker {
  speakerName: string;
  speakerOrganisation: string;
  speakerDesignation: string;
  otherParticulars: string;
}

interface Draft {
  type: EventType;
  mode: EventMode;
  topic: string;
  agenda: string;
  owner: string;
  start: string;
  end: string;
  status: EventStatus;
  location: string;
  address: string;
  speakers: Speaker[];
  imageUrl: string | null;
  capacity: string;
  meetingUrl: string;
  registrationOpen: boolean;
}

const oneOf = <T extends string>(list: readonly T[], v: string, fallback: T): T =>
  (list as readonly string[]).includes(v) ? (v as T) : fallback;

const draftOf = (e: AdminEvent | null): Draft => ({
  type: oneOf(EVENT_TYPES, e?.type ?? '', 'webinar'),
  mode: e?.mode ?? 'online',
  topic: e?.topic ?? '',
  agenda: e?.agenda ?? '',
  owner: e?.owner ?? '',
  start: istInputOf(e?.startDateTime),
  end: istInputOf(e?.endDateTime),
  status: oneOf(EVENT_STATUSES, e?.status ?? '', 'show'),
  location: e?.location ?? '',
  address: e?.address ?? '',
  speakers: (e?.speakers ?? []).map((s) => ({ ...s, otherParticulars: s.otherParticulars ?? '' })),
  imageUrl: e?.imageUrl ?? null,
  capacity: e?.capacity ? String(e.capacity) : '',
  meetingUrl: e?.meetingUrl ?? '',
  registrationOpen: e?.registrationOpen ?? true,
});

export const eventInputOf = (d: Draft): AdminEventInput => ({
  type: d.type,
  mode: d.mode,
  topic: d.topic,
  agenda: d.agenda,
  owner: d.owner,
  startDateTime: isoOfIstInput(d.start),
  endDateTime: isoOfIstInput(d.end),
  status: d.status,
  location: blankToNull(d.location),
  address: blankToNull(d.address),
  speakers: d.speakers.map((s) => ({ ...s, otherParticulars: blankToNull(s.otherParticulars) })),
  imageUrl: d.imageUrl,
  capacity: d.capacity.trim() === '' ? null : Number(d.capacity),
  meetingUrl: blankToNull(d.meetingUrl),
  registrationOpen: d.registrationOpen,
});

type Errors = Record<string, string>;
/** Each field's first problem, by its path ('speakers.0.speakerName' for a speaker's name). */
const errorsOf = (body: AdminEventInput): Errors => {
  const parsed = EventInputSchema.safeParse(body);
  const errors: Errors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const dateField = path === 'startDateTime' || path === 'endDateTime';
      errors[path] ??= dateField && issue.code !== 'custom' ? 'Choose a date and time.' : issue.message;
    }
  return errors;
};

const emptySpeaker: Speaker = {
  speakerName: '',
  speakerOrganisation: '',
  speakerDesignation: '',
  otherParticulars: '',
};

/**
 * Creates or edits an event: what and how (online or at a place), when (IST), its speakers, a picture, seats,
 * the meeting address registrants get, whether it is listed and whether registration is open.
 */
export const AdminEventDialog = ({
  event,
  saving,
  onClose,
  onSave,
}: {
  event: AdminEvent | null;
  saving: boolean;
  onClose: () => void;
  onSave: (input: AdminEventInput) => Promise<unknown>;
}) => {
  const [draft, setDraft] = useState(() => draftOf(event));
  const { errors: found, problem, save } = useCheckedSave(errorsOf, onSave);
  const errors = found as Errors;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setSpeaker = (i: number, patch: Partial<Speaker>) =>
    setDraft((d) => ({ ...d, speakers: d.speakers.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  const err = (f: string, hint?: string) => ({ error: Boolean(errors[f]), helperText: errors[f] ?? hint });

  return (
    <FormDialog
      title={event ? 'Edit event' : 'New event'}
      saveLabel="Save event"
      saving={saving}
      problem={problem}
      onClose={onClose}
      onSubmit={() => void save(eventInputOf(draft))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label="Type"
          value={draft.type}
          onChange={(e) => set({ type: e.target.value as EventType })}
          {...err('type')}
        >
          {EVENT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {EVENT_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label="Mode"
          value={draft.mode}
          onChange={(e) => set({ mode: e.target.value as EventMode })}
          {...err('mode')}
        >
          <MenuItem value="online">Online</MenuItem>
          <MenuItem value="offline">In person</MenuItem>
        </TextField>
      </Stack>
      <TextField
        label="Topic"
        required
        value={draft.topic}
        onChange={(e) => set({ topic: e.target.value })}
        {...err('topic')}
      />
      <TextField
        label="Agenda"
        required
        multiline
        minRows={3}
        value={draft.agenda}
        onChange={(e) => set({ agenda: e.target.value })}
        {...err('agenda')}
      />
      <TextField
        label="Host"
        required
        value={draft.owner}
        onChange={(e) => set({ owner: e.target.value })}
        {...err('owner', 'Who runs it, e.g. Elevate Community')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Starts (IST)"
          type="datetime-local"
          required
          fullWidth
          value={draft.start}
          onChange={(e) => set({ start: e.target.value })}
          {...err('startDateTime')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Ends (IST)"
          type="datetime-local"
          required
          fullWidth
          value={draft.end}
          onChange={(e) => set({ end: e.target.value })}
          {...err('endDateTime')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="City or venue"
          fullWidth
          value={draft.location}
          onChange={(e) => set({ location: e.target.value })}
          {...err('location')}
        />
        <TextField
          label="Seats"
          fullWidth
          value={draft.capacity}
          onChange={(e) => set({ capacity: e.target.value.replace(/\D/g, '') })}
          {...err('capacity', 'Empty for no limit')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      {draft.mode === 'offline' ? (
        <TextField
          label="Address"
          multiline
          minRows={2}
          value={draft.address}
          onChange={(e) => set({ address: e.target.value })}
          {...err('address')}
        />
      ) : null}
      <TextField
        label="Meeting address"
        value={draft.meetingUrl}
        onChange={(e) => set({ meetingUrl: e.target.value })}
        {...err('meetingUrl', 'Given only to people who registered')}
      />
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Speakers
        </Typography>
        <Stack spacing={1.5}>
          {draft.speakers.map((s, i) => (
            <Paper key={i} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`Speaker ${i + 1}`}>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    size="small"
                    fullWidth
                    label="Speaker name"
                    required
                    value={s.speakerName}
                    onChange={(e) => setSpeaker(i, { speakerName: e.target.value })}
                    {...err(`speakers.${i}.speakerName`)}
                  />
                  <IconButton
                    aria-label={`Remove speaker ${i + 1}`}
                    onClick={() => set({ speakers: draft.speakers.filter((_, j) => j !== i) })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <TextField
                    size="small"
                    fullWidth
                    label="Organisation"
                    value={s.speakerOrganisation}
                    onChange={(e) => setSpeaker(i, { speakerOrganisation: e.target.value })}
                    {...err(`speakers.${i}.speakerOrganisation`)}
                  />
                  <TextField
                    size="small"
                    fullWidth
                    label="Designation"
                    value={s.speakerDesignation}
                    onChange={(e) => setSpeaker(i, { speakerDesignation: e.target.value })}
                    {...err(`speakers.${i}.speakerDesignation`)}
                  />
                </Stack>
                <TextField
                  size="small"
                  label="About (optional)"
                  value={s.otherParticulars}
                  onChange={(e) => setSpeaker(i, { otherParticulars: e.target.value })}
                  {...err(`speakers.${i}.otherParticulars`)}
                />
              </Stack>
            </Paper>
          ))}
          {draft.speakers.length < 10 ? (
            <Button
              startIcon={<AddIcon />}
              onClick={() => set({ speakers: [...draft.speakers, emptySpeaker] })}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add speaker
            </Button>
          ) : null}
        </Stack>
      </Box>
      <AdminImageField
        label="Event picture"
        value={draft.imageUrl}
        onChange={(url) => set({ imageUrl: url })}
        error={errors.imageUrl}
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.status === 'show'}
            onChange={(e) => set({ status: e.target.checked ? 'show' : 'hide' })}
          />
        }
        label="Listed on the events page"
      />
      <FormControlLabel
        control={
          <Switch checked={draft.registrationOpen} onChange={(e) => set({ registrationOpen: e.target.checked })} />
        }
        label="Registration open"
      />
    </FormDialog>
  );
};
