import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  QUERY_BODY_MAX,
  QUERY_PAGE_SIZE,
  type QueryStatus,
  type QueryThread,
} from '@elevate/contracts/drills/query.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { PageNumbers } from '@/components/page-numbers';
import { PendingButton } from '@/components/pending-button';
import { QueryStates } from '@/components/query-states';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useHostQueries } from '../api/get-host-queries';
import { openHostQueryFile, useHostQueryThread, useHostQueryWrite } from '../api/get-host-queries-thread';
import { istDayAndTime } from './console-date';

const STATUS_LABEL: Record<QueryStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };
const STATUS_COLOR = { open: 'warning', answered: 'success', closed: 'default' } as const;

/** One question: every message with its files, a reply box, and Close. */
const Thread = ({ drillId, queryId, onBack }: { drillId: number; queryId: number; onBack?: () => void }) => {
  const thread = useHostQueryThread(drillId, queryId);
  const { reply, close } = useHostQueryWrite(drillId, queryId);
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const send = async () => {
    try {
      await reply.mutateAsync({ body: text, files: [] });
      setText('');
      toast.success('Reply sent: the participant is told in the app and by mail');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const closeIt = async () => {
    try {
      await close.mutateAsync();
      setConfirming(false);
      toast.success('Question closed');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const open = (key: string) =>
    void openHostQueryFile(drillId, queryId, key).catch((e) => toast.error(errorMessage(e)));

  if (thread.isPending) return <CardSkeletons count={2} height={120} />;
  if (thread.isError && !thread.data)
    return (
      <RetryAlert onRetry={() => void thread.refetch()} retrying={thread.isFetching}>
        {errorMessage(thread.error)}
      </RetryAlert>
    );
  const t = thread.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="query-subject" sx={{ p: { xs: 2, sm: 2.5 } }}>
      {onBack ? (
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
          All questions
        </Button>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="query-subject" variant="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {t.subject}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[t.status]} label={STATUS_LABEL[t.status]} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        From {t.participantName} · asked {istDayAndTime(t.createdAt)}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, mt: 2 }} aria-label="Messages">
        {t.messages.map((m) => (
          <Box
            component="li"
            key={m.messageId}
            sx={{
              listStyle: 'none',
              p: 1.5,
              borderRadius: 1,
              bgcolor: m.fromHost ? 'action.selected' : 'action.hover',
              ml: m.fromHost ? { sm: 6 } : 0,
              mr: m.fromHost ? 0 : { sm: 6 },
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {m.authorName} · {istDayAndTime(m.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Typography>
            {m.files.length > 0 ? (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                {m.files.map((f) => (
                  <Button key={f.key} size="small" startIcon={<AttachFileIcon />} onClick={() => open(f.key)}>
                    {f.fileName}
                  </Button>
                ))}
              </Stack>
            ) : null}
          </Box>
        ))}
      </Stack>
      {t.status === 'closed' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          This question is closed.
        </Typography>
      ) : (
        <Box
          component="form"
          noValidate
          sx={{ mt: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) void send();
          }}
        >
          <TextField
            label="Your reply"
            multiline
            minRows={3}
            fullWidth
            value={text}
            onChange={(e) => setText(e.target.value)}
            helperText="Signed as the hosts, not with your name."
            slotProps={{ htmlInput: { maxLength: QUERY_BODY_MAX } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
            <Button color="inherit" onClick={() => setConfirming(true)}>
              Close question
            </Button>
            <PendingButton type="submit" variant="contained" pending={reply.isPending} disabled={!text.trim()}>
              Send reply
            </PendingButton>
          </Stack>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title="Close this question?"
        confirmLabel="Close question"
        pending={close.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void closeIt()}
      >
        The participant sees it as settled and cannot add to it.
      </ConfirmDialog>
    </Paper>
  );
};

/** The hosts' inbox of participants' questions: filter by state, open a thread, reply, close. */
export const HostHelpInbox = ({ drillId }: { drillId: number }) => {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [status, setStatus] = useState<QueryStatus | 'all'>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useHostQueries(drillId, {
    status: status === 'all' ? undefined : status,
    limit: QUERY_PAGE_SIZE,
    offset: (page - 1) * QUERY_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil((list.data?.totalRecordCount ?? 0) / QUERY_PAGE_SIZE));

  const inbox = (
    <Box>
      <ToggleButtonGroup
        value={status}
        exclusive
        size="small"
        onChange={(_e, v: QueryStatus | 'all' | null) => {
          if (v) {
            setStatus(v);
            setPage(1);
          }
        }}
        aria-label="Show questions"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {(['open', 'answered', 'closed', 'all'] as const).map((s) => (
          <ToggleButton key={s} value={s} sx={{ px: 2 }}>
            {s === 'all' ? 'All' : STATUS_LABEL[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryStates query={list} loadingLabel="Loading questions" skeletons={4} skeletonHeight={64} spacing={1}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState title={status === 'open' ? 'No open questions' : 'No questions here'}>
              Questions participants ask from their dashboard appear here.
            </EmptyState>
          ) : (
            <>
              <Paper variant="outlined">
                <List disablePadding aria-label="Questions">
                  {data.data.map((q: QueryThread) => (
                    <ListItemButton
                      key={q.queryId}
                      divider
                      selected={selected === q.queryId}
                      onClick={() => setSelected(q.queryId)}
                    >
                      <ListItemText
                        primary={q.subject}
                        secondary={`${q.participantName} · ${STATUS_LABEL[q.status]} · ${q.messageCount} ${q.messageCount === 1 ? 'message' : 'messages'} · ${istDayAndTime(q.updatedAt)}`}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItemButton>
                  ))}
                </List>
              </Paper>
              <PageNumbers page={page} pages={pages} onPage={setPage} />
            </>
          )
        }
      </QueryStates>
    </Box>
  );

  if (!wide)
    return selected === null ? inbox : <Thread drillId={drillId} queryId={selected} onBack={() => setSelected(null)} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 2fr) 3fr', gap: 3, alignItems: 'start' }}>
      {inbox}
      {selected === null ? (
        <EmptyState title="Choose a question">Its messages and files open here, with a box to reply.</EmptyState>
      ) : (
        <Thread key={selected} drillId={drillId} queryId={selected} />
      )}
    </Box>
  );
};
