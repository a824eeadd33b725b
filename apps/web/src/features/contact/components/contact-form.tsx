import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Messages } from '@elevate/contracts/common/messages';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_PURPOSES,
  ContactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@elevate/contracts/contact/contact.schema';
import { PendingButton } from '@/components/pending-button';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

type Source = NonNullable<ContactMessageInput['contactUsSource']>;

const EMPTY = { senderFullName: '', email: '', contact: '', purposeToConnect: '', message: '' };

/**
 * The contact form of spec §2.2/§3 with the messages of spec §5. An error shows once its field is touched
 * (or the form was submitted); the server's per-field messages land on the same fields.
 */
export const ContactForm = ({
  source,
  defaultPurpose,
  onSent,
}: {
  source: Source;
  defaultPurpose?: string;
  onSent?: () => void;
}) => {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY, purposeToConnect: defaultPurpose ?? '', contactUsSource: source },
  });
  const { control, handleSubmit, reset, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await send.mutateAsync(values);
      toast.success(result?.msg || Messages.contactSuccess);
      reset({ ...EMPTY, purposeToConnect: defaultPurpose ?? '', contactUsSource: source });
      onSent?.();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        for (const [name, message] of Object.entries(err.fields)) {
          setError(name as keyof ContactMessageInput, { message });
        }
      }
      toast.error(err instanceof ApiError && err.status === 429 ? err.message : Messages.somethingWentWrong);
    }
  });

  const field = (
    name: keyof typeof EMPTY,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          {...f}
          value={f.value ?? ''}
          label={label}
          required
          error={fieldState.invalid && (fieldState.isTouched || form.formState.isSubmitted)}
          helperText={fieldState.isTouched || form.formState.isSubmitted ? fieldState.error?.message : undefined}
          {...extra}
        />
      )}
    />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Contact form">
      {field('senderFullName', 'Full Name', { autoComplete: 'name' })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {field('contact', 'Contact Number', { type: 'tel', autoComplete: 'tel', placeholder: '98765 43210' })}
      </Stack>
      {field('purposeToConnect', 'Purpose', {
        select: true,
        children: CONTACT_PURPOSES.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        )),
      })}
      {field('message', 'Message', {
        multiline: true,
        minRows: 4,
        slotProps: { htmlInput: { maxLength: CONTACT_MESSAGE_MAX } },
      })}
      <PendingButton type="submit" variant="contained" size="large" pending={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </PendingButton>
      <FullScreenLoader open={send.isPending} label="Sending your message" />
    </Stack>
  );
};
