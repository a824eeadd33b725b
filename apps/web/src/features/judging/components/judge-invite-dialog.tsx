import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { JUDGE_INVITE_TTL_DAYS } from '@elevate/contracts/judging/judging.constants';
import { JudgeInviteSchema, type JudgeInvite } from '@elevate/contracts/judging/judging.schema';
import { PendingButton } from '@/components/pending-button';
import { TextInput } from '@/components/text-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useInviteJudge } from '../api/invite-judge';

/** Invites a judge by email, with their name and college or company (used to find conflicts of interest). */
export const JudgeInviteDialog = ({
  drillId,
  open,
  onClose,
}: {
  drillId: number;
  open: boolean;
  onClose: () => void;
}) => {
  const invite = useInviteJudge(drillId);
  const { control, handleSubmit, reset, setError } = useForm<JudgeInvite, unknown, z.output<typeof JudgeInviteSchema>>({
    resolver: zodResolver(JudgeInviteSchema),
    defaultValues: { email: '', name: '', organisation: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: ({ message }) => {
        if (message) toast.success(message);
        close();
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fields : {};
        for (const [name, message] of Object.entries(fields)) {
          if (name === 'email' || name === 'name' || name === 'organisation')
            setError(name, { type: 'server', message });
        }
        toast.error(errorMessage(err));
      },
    }),
  );
  return (
    <Dialog open={open} onClose={invite.isPending ? undefined : close} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Invite a judge</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They get a mail with a link that works for {JUDGE_INVITE_TTL_DAYS} days. They sign in (or sign up) with this
            address, accept, and see only the submissions assigned to them.
          </DialogContentText>
          <Stack spacing={2}>
            <TextInput
              control={control}
              name="email"
              label="Email"
              type="email"
              required
              autoFocus
              autoComplete="off"
            />
            <TextInput control={control} name="name" label="Name" required autoComplete="off" />
            <TextInput
              control={control}
              name="organisation"
              label="College or company"
              helperText="Submissions from the same college or company are never assigned to this judge."
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={invite.isPending}>
            Cancel
          </Button>
          <PendingButton type="submit" variant="contained" pending={invite.isPending}>
            Send invitation
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
