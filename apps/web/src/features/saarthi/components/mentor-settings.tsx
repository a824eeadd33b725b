import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import type { SaarthiMine } from '@elevate/contracts/saarthi/saarthi.schema';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveAvailability } from '../api/save-availability';
import { useUpdateSaarthi } from '../api/update-saarthi';
import { AvailabilityEditor } from './availability-editor';
import { CapacityChip } from './capacity-chip';
import { SaarthiForm } from './saarthi-form';
import { saarthiFormOf } from './saarthi-form-fields';

/** An approved Saarthi's own settings: taking mentees, weekly availability, and the profile itself. */
export const MentorSettings = ({ mine, uid }: { mine: SaarthiMine; uid: number }) => {
  const update = useUpdateSaarthi(uid, mine.saarthiId);
  const availability = useSaveAvailability(uid, mine.saarthiId);
  const [editing, setEditing] = useState(false);
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent component={Stack} spacing={2}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
            Your Saarthi profile
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <CapacityChip hasCapacity={mine.hasCapacity} />
            <Typography>
              {mine.activeMentees} of {mine.maxMentees} mentees
            </Typography>
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={mine.acceptingMentees}
                disabled={update.isPending}
                onChange={(e) =>
                  update
                    .mutateAsync({ acceptingMentees: e.target.checked })
                    .then(({ message }) => toast.success(message ?? 'Saved'))
                    .catch((err: unknown) => toast.error(errorMessage(err)))
                }
              />
            }
            label="Taking new mentees"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" component={RouterLink} to={pagePath.mentor(mine.saarthiId)}>
              View public profile
            </Button>
            <Button variant="outlined" component={RouterLink} to="/saarthi/mentorships">
              My mentorships
            </Button>
            {!editing ? <Button onClick={() => setEditing(true)}>Edit profile</Button> : null}
          </Stack>
        </CardContent>
      </Card>
      {editing ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
              Edit profile
            </Typography>
            <SaarthiForm
              initial={saarthiFormOf(mine)}
              submitLabel="Save profile"
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                const { message } = await update.mutateAsync(body);
                toast.success(message ?? 'Profile saved');
                setEditing(false);
              }}
            />
          </CardContent>
        </Card>
      ) : null}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
            Weekly availability
          </Typography>
          <AvailabilityEditor
            key={mine.timezone + mine.sessionMinutes}
            initial={mine.availability}
            timezone={mine.timezone}
            sessionMinutes={mine.sessionMinutes}
            onSave={(input) => availability.mutateAsync(input)}
          />
        </CardContent>
      </Card>
    </Stack>
  );
};
