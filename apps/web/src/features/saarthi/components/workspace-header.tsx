import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Mentorship } from '@elevate/contracts/saarthi/saarthi.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useEndMentorship, type EndOutcome } from '../api/end-mentorship';
import { MentorshipStatusChip } from './mentorship-status';
import { PersonAvatar } from './person-avatar';
import { RespondButtons } from './respond-buttons';

const ENDINGS: Record<EndOutcome, { label: string; title: string; body: string; danger: boolean }> = {
  withdrawn: {
    label: 'Withdraw request',
    title: 'Withdraw your request?',
    body: 'The mentor will no longer see it. You can ask again later.',
    danger: true,
  },
  completed: {
    label: 'Mark completed',
    title: 'Mark this mentorship completed?',
    body: 'Booked sessions still to come are cancelled and both of you are asked for feedback.',
    danger: false,
  },
  cancelled: {
    label: 'End mentorship',
    title: 'End this mentorship?',
    body: 'Booked sessions still to come are cancelled and both of you get a note. This cannot be undone.',
    danger: true,
  },
};

const Person = ({ who, name, src, line }: { who: string; name: string; src: string | null; line: string | null }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
    <PersonAvatar name={name} src={src} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.4 }}>
        {who}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      {line ? (
        <Typography variant="body2" color="text.secondary" noWrap>
          {line}
        </Typography>
      ) : null}
    </Box>
  </Stack>
);

/** The pair, the status, and the actions this side may take (each asked first). */
export const WorkspaceHeader = ({ m }: { m: Mentorship }) => {
  const end = useEndMentorship(m.mentorshipId);
  const [asking, setAsking] = useState<EndOutcome | null>(null);
  const actions: EndOutcome[] =
    m.status === 'requested' && m.role === 'mentee'
      ? ['withdrawn']
      : m.status === 'active' && m.role !== 'admin'
        ? ['completed', 'cancelled']
        : [];
  const confirm = async () => {
    if (!asking) return;
    try {
      const { message } = await end.mutateAsync({ outcome: asking });
      toast.success(message ?? 'Done');
      setAsking(null);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Mentorship
        </Typography>
        <MentorshipStatusChip status={m.status} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Person
          who={m.role === 'mentor' ? 'Mentor (you)' : 'Mentor'}
          name={m.mentor.name}
          src={m.mentor.avatarUrl}
          line={m.mentor.headline ?? m.mentor.company}
        />
        <Person
          who={m.role === 'mentee' ? 'Mentee (you)' : 'Mentee'}
          name={m.mentee.name}
          src={m.mentee.avatarUrl}
          line={m.mentee.headline}
        />
      </Box>
      {m.message ? (
        <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
          <Typography variant="body2" color="text.secondary">
            The request
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{m.message}</Typography>
        </Box>
      ) : null}
      {m.status === 'declined' && m.declineReason ? <Alert severity="info">Declined: {m.declineReason}</Alert> : null}
      {m.status === 'requested' && m.role === 'mentor' ? (
        <Stack spacing={1}>
          <Typography>{m.mentee.name} asked you to mentor them. Will you?</Typography>
          <RespondButtons mentorshipId={m.mentorshipId} menteeName={m.mentee.name} />
        </Stack>
      ) : null}
      {m.status === 'requested' && m.role === 'mentee' ? (
        <Alert severity="info">Waiting for {m.mentor.name} to answer your request.</Alert>
      ) : null}
      {actions.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {actions.map((a) => (
            <Button
              key={a}
              variant="outlined"
              color={ENDINGS[a].danger ? 'error' : 'primary'}
              onClick={() => setAsking(a)}
            >
              {ENDINGS[a].label}
            </Button>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? ENDINGS[asking].title : ''}
        confirmLabel={asking ? ENDINGS[asking].label : ''}
        danger={asking ? ENDINGS[asking].danger : false}
        pending={end.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        {asking ? ENDINGS[asking].body : ''}
      </ConfirmDialog>
    </Stack>
  );
};
