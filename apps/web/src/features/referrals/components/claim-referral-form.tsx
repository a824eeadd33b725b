import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@elevate/contracts/common/format';
import { ReferralClaimSchema, type ReferralClaim } from '@elevate/contracts/referrals/referral.schema';
import { REFERRAL_CODE_MAX } from '@elevate/contracts/referrals/referral.constants';
import { FormTextField } from '@/components/form-text-field';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useClaimReferral } from '../api/claim-referral';

/**
 * "Invited by a friend?": an account that joined without a code adds the friend's code, until 30 days after
 * signing up (`until`). Once added, the referrer's name shows instead (see ReferredBy).
 */
export const ClaimReferralForm = ({ until }: { until: string }) => {
  const claim = useClaimReferral();
  const { control, handleSubmit, setError, reset } = useForm<ReferralClaim, unknown, { code: string }>({
    resolver: zodResolver(ReferralClaimSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const env = await claim.mutateAsync(values);
      toast.success(env.message ?? 'Referral code added');
      reset();
    } catch (err) {
      const message = err instanceof ApiError ? (err.fields.code ?? err.message) : errorMessage(err);
      setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  });
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
      component="section"
      aria-labelledby="claim-title"
    >
      <Typography id="claim-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        Invited by a friend?
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        If a friend told you about Elevate and you did not enter their code at sign-up, add it here until{' '}
        {formatDate(until)}. A referral counts once.
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Add a friend's referral code"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <FormTextField
          control={control}
          name="code"
          label="Friend's referral code"
          placeholder="ELV-AB3CD4"
          size="small"
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { maxLength: REFERRAL_CODE_MAX, autoCapitalize: 'characters' } }}
        />
        <PendingButton
          type="submit"
          variant="contained"
          pending={claim.isPending}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Add code
        </PendingButton>
      </Stack>
    </Paper>
  );
};

export const ReferredBy = ({ name }: { name: string }) => (
  <Alert severity="success" variant="outlined">
    You joined Elevate through {name}&apos;s invitation.
  </Alert>
);
