import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { SaarthiApplicationRow } from '@elevate/contracts/saarthi/saarthi.schema';
import { FormDialog } from '@/components/form-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ReasonField } from './reason-field';
import { useReviewApplication } from '../api/review-application';

/** Approve (a plain confirmation) or Reject (a reason is required: the applicant reads it). */
export const ReviewDialog = ({
  row,
  decision,
  onClose,
}: {
  row: SaarthiApplicationRow;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) => {
  const review = useReviewApplication();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    if (decision === 'reject' && !reason.trim()) return setError(SaarthiMessages.rejectReasonRequired);
    setError(null);
    try {
      const { message } = await review.mutateAsync({
        saarthiId: row.saarthiId,
        decision,
        ...(decision === 'reject' ? { reason: reason.trim() } : {}),
      });
      toast.success(message ?? (decision === 'approve' ? SaarthiMessages.approved : SaarthiMessages.rejected));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fields.reason) setError(err.fields.reason);
      setProblem(errorMessage(err));
    }
  };
  return (
    <FormDialog
      title={decision === 'approve' ? `Approve ${row.name}?` : `Reject ${row.name}’s application`}
      saveLabel={decision === 'approve' ? 'Approve' : 'Reject'}
      saving={review.isPending}
      problem={problem}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {decision === 'approve' ? (
        <Typography>
          {row.name} becomes a Saarthi: their profile appears in the directory and they get an email.
        </Typography>
      ) : (
        <ReasonField
          label="Reason (the applicant reads this)"
          hint="Say what is missing, so they can apply again."
          value={reason}
          onChange={setReason}
          error={error}
          autoFocus
        />
      )}
    </FormDialog>
  );
};
