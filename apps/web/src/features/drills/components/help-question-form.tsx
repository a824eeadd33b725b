import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import {
  QUERY_BODY_MAX,
  QUERY_SUBJECT_MAX,
  QueryCreateSchema,
  type QueryCreate,
  type QueryFile,
  type QueryThreadDetail,
} from '@elevate/contracts/drills/query.schema';
import { QueryMessages } from '@elevate/contracts/drills/submission.messages';
import { PendingButton } from '@/components/pending-button';
import { TextInput } from '@/components/text-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAskQuery } from '../api/query-ask';
import { HelpFileAttach } from './help-file-attach';

type QuestionValues = Pick<QueryCreate, 'subject' | 'body'>;
const QuestionSchema = QueryCreateSchema.pick({ subject: true, body: true });

/** A new question to the hosts: what it is about, the question, and files. Opens its thread when sent. */
export const HelpQuestionForm = ({
  drillId,
  participantId,
  onAsked,
  onCancel,
}: {
  drillId: number;
  participantId: number;
  onAsked: (thread: QueryThreadDetail) => void;
  onCancel?: () => void;
}) => {
  const ask = useAskQuery(drillId, participantId);
  const [files, setFiles] = useState<QueryFile[]>([]);
  const form = useForm<QuestionValues>({
    resolver: zodResolver(QuestionSchema),
    defaultValues: { subject: '', body: '' },
    mode: 'onTouched',
  });

  const send = form.handleSubmit(async (values) => {
    try {
      const thread = await ask.mutateAsync({ ...values, files: files.map((f) => f.key) });
      toast.success(QueryMessages.asked);
      onAsked(thread);
    } catch (err) {
      if (err instanceof ApiError)
        for (const [field, message] of Object.entries(err.fields))
          if (field === 'subject' || field === 'body') form.setError(field, { type: 'server', message });
      toast.error(errorMessage(err));
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(e) => void send(e)} aria-label="Ask the hosts">
      <TextInput
        control={form.control}
        name="subject"
        label="What is it about?"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: QUERY_SUBJECT_MAX } }}
      />
      <TextInput
        control={form.control}
        name="body"
        label="Your question"
        required
        fullWidth
        multiline
        minRows={4}
        maxRows={12}
        helperText="The hosts answer here, and you get a notification."
        slotProps={{ htmlInput: { maxLength: QUERY_BODY_MAX } }}
      />
      <HelpFileAttach files={files} onChange={setFiles} disabled={ask.isPending} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={ask.isPending}>
            Cancel
          </Button>
        ) : null}
        <PendingButton type="submit" variant="contained" pending={ask.isPending}>
          Send question
        </PendingButton>
      </Stack>
    </Stack>
  );
};
