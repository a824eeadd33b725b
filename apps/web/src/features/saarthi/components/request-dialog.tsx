import { useState } from 'react';
import { useNavigate } from 'react-router';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MENTORSHIP_MESSAGE_MAX } from '@elevate/contracts/saarthi/saarthi.constants';
import { MentorshipRequestInputSchema, type MentorshipRequestInput } from '@elevate/contracts/saarthi/saarthi.schema';
import { FormDialog, schemaErrorsOf, useCheckedSave } from '@/components/form-dialog';
import { toast } from '@/lib/toast';
import { useRequestMentorship } from '../api/request-mentorship';
import { GoalsInput } from './goals-input';

/** Ask a mentor for mentorship: a message about yourself and your goals; opens the workspace when sent. */
export const RequestDialog = ({
  saarthiId,
  mentorName,
  onClose,
}: {
  saarthiId: number;
  mentorName: string;
  onClose: () => void;
}) => {
  const [message, setMessage] = useState('');
  const [goals, setGoals] = useState<string[]>([]);
  const request = useRequestMentorship();
  const navigate = useNavigate();
  const { errors, problem, save } = useCheckedSave<MentorshipRequestInput>(
    (body) => schemaErrorsOf<MentorshipRequestInput>(MentorshipRequestInputSchema as never, body),
    async (body) => {
      const { result, message: said } = await request.mutateAsync(body);
      toast.success(said ?? 'Request sent');
      onClose();
      void navigate(`/saarthi/mentorships/${result.mentorshipId}`);
    },
  );
  return (
    <FormDialog
      title={`Request mentorship from ${mentorName}`}
      saveLabel="Send request"
      saving={request.isPending}
      problem={problem}
      onClose={onClose}
      onSubmit={() => void save({ saarthiId, message, goals })}
    >
      <TextField
        label="About you and what you need"
        multiline
        minRows={4}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={!!errors.message}
        helperText={errors.message ?? `At least 20 characters. ${message.length}/${MENTORSHIP_MESSAGE_MAX}`}
        slotProps={{ htmlInput: { maxLength: MENTORSHIP_MESSAGE_MAX } }}
        required
        fullWidth
      />
      <Typography variant="subtitle2" component="h3">
        Your goals for this mentorship
      </Typography>
      <GoalsInput goals={goals} onChange={setGoals} error={errors.goals} />
    </FormDialog>
  );
};
