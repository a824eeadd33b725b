import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { SaarthiMine } from '@elevate/contracts/saarthi/saarthi.schema';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/lib/toast';
import { useApplySaarthi } from '../api/apply-saarthi';
import { useMySaarthi } from '../api/get-my-saarthi';
import { useUpdateSaarthi } from '../api/update-saarthi';
import { MentorSettings } from './mentor-settings';
import { SaarthiForm } from './saarthi-form';
import { emptySaarthiForm, saarthiFormOf } from './saarthi-form-fields';

const Pending = ({ mine, uid }: { mine: SaarthiMine; uid: number }) => {
  const [editing, setEditing] = useState(false);
  const update = useUpdateSaarthi(uid, mine.saarthiId);
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        <AlertTitle>{SaarthiMessages.pendingReview}</AlertTitle>
        {SaarthiMessages.applied} You applied on{' '}
        {new Date(mine.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })}.
      </Alert>
      {editing ? (
        <SaarthiForm
          initial={saarthiFormOf(mine)}
          submitLabel="Save application"
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const { message } = await update.mutateAsync(body);
            toast.success(message ?? 'Application saved');
            setEditing(false);
          }}
        />
      ) : (
        <Button variant="outlined" onClick={() => setEditing(true)} sx={{ alignSelf: 'start' }}>
          Edit application
        </Button>
      )}
    </Stack>
  );
};

/** The signed-in part of /becomeasaarthi: the form, the application's status, or the mentor's settings. */
export const MyApplication = ({ uid }: { uid: number }) => {
  const query = useMySaarthi();
  const apply = useApplySaarthi(uid);
  const send = async (body: Parameters<typeof apply.mutateAsync>[0]) => {
    const { message } = await apply.mutateAsync(body);
    toast.success(message ?? SaarthiMessages.applied);
  };
  return (
    <QueryStates query={query} loadingLabel="Loading your application" skeletons={2} skeletonHeight={160}>
      {(mine) => {
        if (!mine)
          return (
            <Stack spacing={2}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
                Apply to become a Saarthi
              </Typography>
              <SaarthiForm initial={emptySaarthiForm()} submitLabel="Send application" onSubmit={send} />
            </Stack>
          );
        if (mine.status === 'pending') return <Pending mine={mine} uid={uid} />;
        if (mine.status === 'rejected')
          return (
            <Stack spacing={2}>
              <Alert severity="warning">
                <AlertTitle>Your application was not approved</AlertTitle>
                {mine.rejectionReason ?? ''} You can change it and send it again.
              </Alert>
              <SaarthiForm initial={saarthiFormOf(mine)} submitLabel="Send again" onSubmit={send} />
            </Stack>
          );
        return <MentorSettings mine={mine} uid={uid} />;
      }}
    </QueryStates>
  );
};
