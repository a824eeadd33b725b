import { useLocation } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAuthConfig } from '../api/get-auth-config';
import { useForgotPassword } from '../api/forgot-password';
import { returnTarget } from '../auth-links';

/** The 'Check your mail' view (spec §2.1, §4 reset-link-sent): the address, 'resend email', the support mailbox. */
export const ResetLinkSent = ({ email }: { email: string }) => {
  const { search } = useLocation();
  const forgot = useForgotPassword();
  const config = useAuthConfig();
  const mailbox = config.data?.supportMailbox;

  const resend = async () => {
    try {
      const env = await forgot.mutateAsync({ emailId: email, returnUrl: returnTarget(search) ?? undefined });
      toast.success(env.message || AuthMessages.forgotPasswordSent);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography>
        If an account exists for <strong>{email}</strong>, we have sent it a link to reset the password. The link works
        for 30 minutes.
      </Typography>
      <Typography color="text.secondary" variant="body2">
        Did not get it? Check your spam folder, or{' '}
        <Link
          component="button"
          type="button"
          onClick={resend}
          disabled={forgot.isPending}
          sx={{ verticalAlign: 'baseline', fontWeight: 600 }}
        >
          resend email
        </Link>
        .
      </Typography>
      {mailbox ? (
        <Typography color="text.secondary" variant="body2">
          Still stuck? Write to us at <Link href={`mailto:${mailbox}`}>{mailbox}</Link>.
        </Typography>
      ) : null}
    </Stack>
  );
};
