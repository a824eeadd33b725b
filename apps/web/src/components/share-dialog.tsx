import { useId, useMemo, useState, type FocusEvent } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SendIcon from '@mui/icons-material/Send';
import { EmailSchema } from '@elevate/contracts/auth/password.schema';
import { NotificationMessages } from '@elevate/contracts/notifications/notification.messages';
import { FormTextField } from '@/components/form-text-field';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { toast } from '@/lib/toast';

/** How a page mails what it shares: the contract's limits and words, and the call that sends. */
export interface ShareByMail {
  maxEmails: number;
  messageMax: number;
  /** The contract's message for too many addresses ("You can share a job with at most 5 addresses at a time"). */
  tooManyEmails: string;
  /** The toast when the server says nothing itself ("Job shared with 2 people"). */
  shared: (sent: number) => string;
  send: (body: { emails: string[]; message?: string }) => Promise<{ result?: { sent: number }; message?: string }>;
  sending: boolean;
}

const shareFormSchema = (mail: Pick<ShareByMail, 'maxEmails' | 'messageMax' | 'tooManyEmails'>) =>
  // The form keeps each address in its own field (a field array needs objects); sent as a plain list.
  z.object({
    emails: z
      .array(z.object({ address: EmailSchema }))
      .min(1, NotificationMessages.shareEmailsRequired)
      .max(mail.maxEmails, mail.tooManyEmails),
    message: z.string().trim().max(mail.messageMax, NotificationMessages.shareMessageMax(mail.messageMax)),
  });
type ShareFormSchema = ReturnType<typeof shareFormSchema>;
type ShareForm = z.input<ShareFormSchema>;
const EMPTY: ShareForm = { emails: [{ address: '' }], message: '' };

const ShareByEmailForm = ({ noun, mail, onSent }: { noun: string; mail: ShareByMail; onSent: () => void }) => {
  const { maxEmails, messageMax, tooManyEmails } = mail;
  const schema = useMemo(
    () => shareFormSchema({ maxEmails, messageMax, tooManyEmails }),
    [maxEmails, messageMax, tooManyEmails],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ShareForm, unknown, z.output<ShareFormSchema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'emails' });
  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { result, message } = await mail.send({
        emails: values.emails.map((e) => e.address),
        message: values.message || undefined,
      });
      toast.success(message ?? mail.shared(result?.sent ?? values.emails.length));
      onSent();
    } catch (err) {
      // The server names a bad address by its place in the list (emails.1): put it on that field.
      let placed = false;
      if (err instanceof ApiError) {
        for (const [name, text] of Object.entries(err.fields)) {
          const at = /^emails\.(\d+)$/.exec(name);
          if (at)
            setError(`emails.${Number(at[1])}.address`, { type: 'server', message: text }, { shouldFocus: !placed });
          else if (name === 'message') setError('message', { type: 'server', message: text });
          else continue;
          placed = true;
        }
      }
      if (!placed) setFailure(errorMessage(err));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={`Send this ${noun} by email`}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {fields.map((field, i) => (
        <Box key={field.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <FormTextField
            control={control}
            name={`emails.${i}.address`}
            label={fields.length > 1 ? `Email address ${i + 1}` : 'Email address'}
            type="email"
            autoComplete="email"
            required
            fullWidth
            autoFocus={i === fields.length - 1 && i > 0}
          />
          {fields.length > 1 ? (
            <IconButton aria-label={`Remove email address ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}>
              <DeleteOutlineIcon />
            </IconButton>
          ) : null}
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ address: '' })}
        disabled={fields.length >= maxEmails}
        sx={{ alignSelf: 'flex-start' }}
      >
        {fields.length >= maxEmails ? `Up to ${maxEmails} addresses` : `Add another address (up to ${maxEmails})`}
      </Button>
      <FormTextField
        control={control}
        name="message"
        label="Message (optional)"
        multiline
        minRows={3}
        fullWidth
        helperText={`${messageLength}/${messageMax}`}
      />
      <PendingButton
        type="submit"
        variant="contained"
        pending={mail.sending}
        startIcon={<SendIcon />}
        sx={{ alignSelf: 'flex-end' }}
      >
        Send
      </PendingButton>
    </Stack>
  );
};

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is shared, as the dialog names it: 'job', 'hackathon'. */
  noun: string;
  /** The line under the title: 'Frontend Developer at Kaveri', 'Code for Bharat by Kaveri'. */
  subtitle: string;
  link: string;
  signedIn: boolean;
  onSignInRequired: () => void;
  mail: ShareByMail;
  /** Why it can no longer be mailed (a closed job); the form is not offered then. */
  mailClosed?: string | null;
}

/**
 * Share something with a page of its own: copy its link, or mail it to a few people with a short note. Mailing
 * needs a signed-in sender (the mail says who shared it); a visitor is asked to log in first.
 */
export const ShareDialog = ({
  open,
  onClose,
  noun,
  subtitle,
  link,
  signedIn,
  onSignInRequired,
  mail,
  mailClosed = null,
}: ShareDialogProps) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const copy = () => copyToClipboard(link, 'Could not copy the link. Select it above and copy it by hand.');

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Share this {noun}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={`Link to this ${noun}`}
            value={link}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select() },
            }}
          />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ flexShrink: 0 }}>
            Copy link
          </Button>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          Send by email
        </Typography>
        {mailClosed ? (
          <Typography color="text.secondary">{mailClosed}</Typography>
        ) : signedIn ? (
          <ShareByEmailForm noun={noun} mail={mail} onSent={onClose} />
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">
              Log in to send this {noun} to up to {mail.maxEmails} friends. The mail tells them it came from you.
            </Typography>
            <Button variant="contained" onClick={onSignInRequired}>
              Log in to send by email
            </Button>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
};
