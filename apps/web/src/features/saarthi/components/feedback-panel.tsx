import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEEDBACK_COMMENT_MAX } from '@elevate/contracts/saarthi/saarthi.constants';
import type { Mentorship } from '@elevate/contracts/saarthi/saarthi.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGiveFeedback } from '../api/give-feedback';

const FeedbackForm = ({ m }: { m: Mentorship }) => {
  const give = useGiveFeedback(m.mentorshipId);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (!rating) return setProblem('Choose 1 to 5 stars');
    setProblem(null);
    try {
      const { message } = await give.mutateAsync({ rating, comment: comment.trim() });
      toast.success(message ?? 'Thank you for your feedback');
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  const other = m.role === 'mentee' ? m.mentor.name : m.mentee.name;
  return (
    <Stack
      component="form"
      aria-label="Your feedback"
      spacing={1.5}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Typography>How was mentoring with {other}?</Typography>
      <Rating name="feedback-rating" value={rating} onChange={(_e, v) => setRating(v)} size="large" />
      <TextField
        label="Comment (optional)"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_COMMENT_MAX } }}
      />
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box>
        <PendingButton type="submit" variant="contained" pending={give.isPending}>
          Send feedback
        </PendingButton>
      </Box>
    </Stack>
  );
};

/** Feedback once the mentorship ended: this side's form until given, and both sides' feedback. */
export const FeedbackPanel = ({ m }: { m: Mentorship }) => {
  if (m.status !== 'completed' && m.status !== 'cancelled') return null;
  const mine = m.feedback.find((f) => f.fromRole === m.role);
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Feedback
      </Typography>
      {!mine && m.role !== 'admin' ? <FeedbackForm m={m} /> : null}
      {m.feedback.map((f) => (
        <Box key={f.fromRole} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
          <Typography variant="subtitle2" component="h3">
            From the {f.fromRole}
            {f.fromRole === m.role ? ' (you)' : ''}
          </Typography>
          <Rating value={f.rating} readOnly size="small" aria-label={`${f.rating} out of 5`} />
          {f.comment ? <Typography sx={{ whiteSpace: 'pre-line' }}>{f.comment}</Typography> : null}
        </Box>
      ))}
    </Stack>
  );
};
