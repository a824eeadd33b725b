import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { StatsInputSchema } from '@elevate/contracts/content/site-content.schema';
import { useCheckedSave } from '@/components/form-dialog';
import { PendingButton } from '@/components/pending-button';
import { toast } from '@/lib/toast';
import type { AdminStats, AdminStatsInput } from '../api/admin-stats';
import { istDayTime } from './admin-ist';

type Key = keyof AdminStatsInput;

/** The numbers of a stats record, grouped as the site shows them. */
export const STATS_FIELDS: { group: string; fields: { key: Key; label: string }[] }[] = [
  {
    group: 'Home page tiles',
    fields: [
      { key: 'numberOfUsersOnPlatform', label: 'Users on the platform' },
      { key: 'numberOfOpenInnovation', label: 'Open innovation challenges' },
      { key: 'numberOfHackathons', label: 'Hackathons' },
      { key: 'numberOfEyeballs', label: 'Eyeballs' },
    ],
  },
  {
    group: 'Hiring',
    fields: [
      { key: 'numberOfJobPosted', label: 'Jobs posted' },
      { key: 'joiningsDone', label: 'Joinings done' },
      { key: 'numberOfFresherHired', label: 'Freshers hired' },
      { key: 'numberOfInternsHired', label: 'Interns hired' },
      { key: 'numberOfFresherDrives', label: 'Fresher drives' },
    ],
  },
  {
    group: 'Community',
    fields: [
      { key: 'numberOfPartners', label: 'Partners' },
      { key: 'numberOfColleges', label: 'Colleges' },
      { key: 'numberOfProfessionalsUsers', label: 'Professionals' },
      { key: 'numberOfFreshersUsers', label: 'Freshers' },
      { key: 'numberOfmeetups', label: 'Meetups' },
      { key: 'numberOfSquadPrograms', label: 'Squad programmes' },
      { key: 'numberOfStudentsInSquad', label: 'Students in squads' },
    ],
  },
];

const KEYS = STATS_FIELDS.flatMap((g) => g.fields.map((f) => f.key));

/**
 * The platform's numbers as a form: each saved as a new stats record (the newest is shown), with who updated
 * them last and when.
 */
export const AdminStatsForm = ({
  current,
  saving,
  onSave,
}: {
  current: AdminStats | null;
  saving: boolean;
  onSave: (input: AdminStatsInput) => Promise<{ message?: string }>;
}) => {
  const [values, setValues] = useState<Record<Key, string>>(
    () =>
      Object.fromEntries(KEYS.map((k) => [k, String((current as Record<string, unknown> | null)?.[k] ?? 0)])) as Record<
        Key,
        string
      >,
  );
  const { errors, problem, save } = useCheckedSave(StatsInputSchema, async (input: AdminStatsInput) => {
    const r = await onSave(input);
    toast.success(r.message ?? ContentMessages.saved);
  });
  const submit = () =>
    void save(
      Object.fromEntries(
        KEYS.map((k) => [k, values[k].trim() === '' ? Number.NaN : Number(values[k])]),
      ) as AdminStatsInput,
    );

  return (
    <Box
      component="form"
      noValidate
      aria-label="Platform numbers"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {current
          ? `Last updated ${istDayTime(current.recordInsertedts)}${current.userUpdatedby ? ` by ${current.userUpdatedby}` : ''}.`
          : 'No numbers saved yet.'}
      </Typography>
      <Stack spacing={3}>
        {STATS_FIELDS.map((g) => (
          <Box key={g.group} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
              {g.group}
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
            >
              {g.fields.map((f) => (
                <TextField
                  key={f.key}
                  label={f.label}
                  value={values[f.key]}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value.replace(/[^\d]/g, '') }))}
                  error={Boolean(errors[f.key])}
                  helperText={errors[f.key]}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              ))}
            </Box>
          </Box>
        ))}
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Box>
          <PendingButton type="submit" variant="contained" pending={saving}>
            Save numbers
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
};
