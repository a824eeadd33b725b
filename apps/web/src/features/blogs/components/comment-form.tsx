import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { COMMENT_MAX } from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';

/** Writes a comment, a reply or an edit: plain text, checked before sending, the API's message under the box. */
export const CommentForm = ({
  label,
  submitLabel,
  initial = '',
  autoFocus,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  autoFocus?: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) => {
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setError(BlogMessages.commentEmpty);
    if (text.length > COMMENT_MAX) return setError(BlogMessages.commentTooLong);
    setPending(true);
    setError(null);
    try {
      await onSubmit(text);
      setBody('');
    } catch (err) {
      setError((err instanceof ApiError ? err.fields.body : undefined) ?? errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ mt: 1 }}>
      <TextField
        label={label}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (error) setError(null);
        }}
        multiline
        minRows={2}
        fullWidth
        autoFocus={autoFocus}
        error={!!error}
        helperText={error ?? (body.length > COMMENT_MAX - 200 ? `${body.length}/${COMMENT_MAX}` : ' ')}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        <PendingButton type="submit" variant="contained" pending={pending}>
          {submitLabel}
        </PendingButton>
      </Box>
    </Box>
  );
};
