import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import {
  QUERY_BODY_MAX,
  QueryReplySchema,
  type QueryFile,
  type QueryMessage,
  type QueryReply,
} from '@elevate/contracts/drills/query.schema';
import { QueryMessages } from '@elevate/contracts/drills/submission.messages';
import { PendingButton } from '@/components/pending-button';
import { TextInput } from '@/components/text-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCloseQuery } from '../api/query-close';
import { openQueryFile } from '../api/query-file-link';
import { useReplyToQuery } from '../api/query-reply';
import { useQueryThread } from '../api/query-thread';
import { QueryState } from './dashboard-section';
import { DrillDateTime } from './drill-date';
import { HelpFileAttach } from './help-file-attach';
import { QueryStatusLabel } from './help-status';

const Message = ({ drillId, queryId, message }: { drillId: number; queryId: number; message: QueryMessage }) => (
  <Box
    component="li"
    sx={{
      p: 2,
      borderRadius: 2,
      bgcolor: message.fromHost ? 'action.hover' : 'transparent',
      border: 1,
      borderColor: message.fromHost ? 'transparent' : 'divider',
      ml: message.fromHost ? 0 : { sm: 4 },
      mr: message.fromHost ? { sm: 4 } : 0,
    }}
  >
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {message.authorName}
      <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
        {' · '}
        <DrillDateTime value={message.createdAt} />
      </Box>
    </Typography>
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{message.body}</Typography>
    {message.files.length > 0 ? (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {message.files.map((f) => (
          <Button
            key={f.key}
            size="small"
            variant="outlined"
            startIcon={<AttachFileIcon aria-hidden />}
            onClick={() =>
              openQueryFile(drillId, queryId, f.key).catch((err: unknown) => toast.error(errorMessage(err)))
            }
            sx={{ textTransform: 'none', maxWidth: '100%' }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {f.fileName}
            </Box>
          </Button>
        ))}
      </Stack>
    ) : null}
  </Box>
);

type ReplyValues = Pick<QueryReply, 'body'>;
const ReplyBodySchema = QueryReplySchema.pick({ body: true });

const ReplyForm = ({
  drillId,
  participantId,
  queryId,
}: {
  drillId: number;
  participantId: number;
  queryId: number;
}) => {
  const reply = useReplyToQuery(drillId, participantId, queryId);
  const [files, setFiles] = useState<QueryFile[]>([]);
  const form = useForm<ReplyValues>({ resolver: zodResolver(ReplyBodySchema), defaultValues: { body: '' } });
  const send = form.handleSubmit(async (values) => {
    try {
      await reply.mutateAsync({ body: values.body, files: files.map((f) => f.key) });
      form.reset({ body: '' });
      setFiles([]);
      toast.success(QueryMessages.replied);
    } catch (err) {
      if (err instanceof ApiError && err.fields.body)
        form.setError('body', { type: 'server', message: err.fields.body });
      toast.error(errorMessage(err));
    }
  });
  return (
    <Stack component="form" spacing={1.5} noValidate onSubmit={(e) => void send(e)} aria-label="Reply">
      <TextInput
        control={form.control}
        name="body"
        label="Your reply"
        fullWidth
        multiline
        minRows={3}
        maxRows={10}
        slotProps={{ htmlInput: { maxLength: QUERY_BODY_MAX } }}
      />
      <HelpFileAttach files={files} onChange={setFiles} disabled={reply.isPending} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <PendingButton type="submit" variant="contained" pending={reply.isPending}>
          Send reply
        </PendingButton>
      </Box>
    </Stack>
  );
};

/** One question's thread: every message (the hosts sign as Hosts), its files, a reply, and closing it. */
export const HelpThread = ({
  drillId,
  participantId,
  queryId,
}: {
  drillId: number;
  participantId: number;
  queryId: number;
}) => {
  const query = useQueryThread(drillId, participantId, queryId);
  const close = useCloseQuery(drillId, participantId, queryId);
  return (
    <QueryState
      query={query}
      label="Loading the question"
      skeleton={
        <>
          <Skeleton variant="text" width="60%" height={36} />
          <Skeleton variant="rounded" height={90} sx={{ mt: 1 }} />
          <Skeleton variant="rounded" height={90} sx={{ mt: 1 }} />
        </>
      }
    >
      {(thread) => (
        <Stack spacing={2}>
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
              {thread.subject}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <QueryStatusLabel status={thread.status} />
              <Typography variant="body2" color="text.secondary">
                Asked <DrillDateTime value={thread.createdAt} />
              </Typography>
            </Stack>
          </Box>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Messages">
            {thread.messages.map((m) => (
              <Message key={m.messageId} drillId={drillId} queryId={thread.queryId} message={m} />
            ))}
          </Stack>
          {thread.status === 'closed' ? (
            <Alert severity="info">{QueryMessages.closed}</Alert>
          ) : (
            <>
              <ReplyForm drillId={drillId} participantId={participantId} queryId={thread.queryId} />
              <Box>
                <PendingButton
                  size="small"
                  pending={close.isPending}
                  onClick={() =>
                    close
                      .mutateAsync()
                      .then(() => toast.success(QueryMessages.closedNow))
                      .catch((err: unknown) => toast.error(errorMessage(err)))
                  }
                >
                  Close this question
                </PendingButton>
                <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  when it is answered to your satisfaction
                </Typography>
              </Box>
            </>
          )}
        </Stack>
      )}
    </QueryState>
  );
};
