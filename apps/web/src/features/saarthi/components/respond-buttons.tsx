import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import { FormDialog } from '@/components/form-dialog';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ReasonField } from './reason-field';
import { useRespondMentorship } from '../api/respond-mentorship';

/** The mentor's answer to a request: Accept at once, or Decline with a reason (asked in a dialog). */
export const RespondButtons = ({ mentorshipId, menteeName }: { mentorshipId: number; menteeName: string }) => {
  const respond = useRespondMentorship();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = () =>
    respond
      .mutateAsync({ mentorshipId, accept: true })
      .then(({ message }) => toast.success(message ?? `You are now mentoring ${menteeName}`))
      .catch((err: unknown) => toast.error(errorMessage(err)));
  const decline = async () => {
    setProblem(null);
    if (!reason.trim()) return setError(SaarthiMessages.declineReasonRequired);
    setError(null);
    try {
      const { message } = await respond.mutateAsync({ mentorshipId, accept: false, reason: reason.trim() });
      toast.success(message ?? 'Request declined');
      setDeclining(false);
    } catch (err) {
      if (err instanceof ApiError && err.fields.reason) setError(err.fields.reason);
      setProblem(errorMessage(err));
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <PendingButton variant="contained" pending={respond.isPending && !declining} onClick={() => void accept()}>
        Accept
      </PendingButton>
      <Button variant="outlined" color="error" onClick={() => setDeclining(true)} disabled={respond.isPending}>
        Decline
      </Button>
      {declining ? (
        <FormDialog
          title={`Decline ${menteeName}’s request`}
          saveLabel="Decline request"
          saving={respond.isPending}
          problem={problem}
          onClose={() => setDeclining(false)}
          onSubmit={() => void decline()}
        >
          <ReasonField
            label="Reason (the mentee sees this)"
            hint="Be kind: suggest what they could do instead."
            value={reason}
            onChange={setReason}
            error={error}
          />
        </FormDialog>
      ) : null}
    </Stack>
  );
};
