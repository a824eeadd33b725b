import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { digitsOnly, SignupSchema } from '@elevate/contracts/auth/auth.schema';
import { REFERRAL_SOURCES, USER_TYPES } from '@elevate/contracts/common/constants';
import { REFERRAL_CODE_MAX } from '@elevate/contracts/referrals/referral.constants';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRegister } from '../api/register';
import { afterSignup, returnTarget } from '../auth-links';
import { applyFieldErrors } from '../form-errors';
import { PASSWORD_HINT } from '../password-hint';
import { FormTextField } from '@/components/form-text-field';

type SignupFormInput = z.input<typeof SignupSchema>;
type SignupFormOutput = z.output<typeof SignupSchema>;

const FIELDS = [
  'fullName',
  'lastName',
  'ucontact',
  'email',
  'password',
  'utype',
  'referralCode',
  'referralSource',
] as const;

const newTab = { target: '_blank', rel: 'noopener' } as const;

/** The spec's referral sources as a person reads them ('Elevate' is the product itself). */
const REFERRAL_SOURCE_LABELS: Record<(typeof REFERRAL_SOURCES)[number], string> = {
  Telegram: 'Telegram',
  Instagram: 'Instagram',
  Facebook: 'Facebook',
  Newspaper: 'Newspaper',
  Discord: 'Discord',
  LinkedIn: 'LinkedIn',
  Twitter: 'Twitter',
  Elevate: 'Elevate itself (our site, mails or events)',
  Others: 'Others',
};

/**
 * Signup (spec §2.1, §3, §5). 'Join Us' stays disabled until the terms box is ticked and while the request
 * runs; on success it goes to returnUrl with type=login (spec §2.1), returnUrl kept for after the login.
 * A friend's code from `?ref=` is filled in and can be changed; "How did you hear about us?" is optional.
 */
export const SignupForm = () => {
  const location = useLocation();
  const { search } = location;
  const navigate = useNavigate();
  const returnUrl = returnTarget(search) ?? undefined;
  const referral = new URLSearchParams(search).get('ref')?.trim().slice(0, 20) ?? '';
  const register = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: zodResolver(SignupSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: '',
      lastName: '',
      ucontact: '',
      email: '',
      password: '',
      referralCode: referral,
      referralSource: '',
      isConditionAccepted: false,
      mentor: false,
      jobfeed: false,
      returnUrl,
    },
  });
  const accepted = useWatch({ control, name: 'isConditionAccepted' });

  const onSubmit = handleSubmit(async ({ referralCode, referralSource, ...values }) => {
    setFailure(null);
    try {
      await register.mutateAsync({
        ...values,
        ...(referralCode ? { referralCode } : {}),
        ...(referralSource ? { referralSource } : {}),
      });
      toast.success(AuthMessages.signupSuccess);
      navigate(afterSignup(location), { replace: true, state: { email: values.email } });
    } catch (err) {
      const placed = applyFieldErrors(err, setError, FIELDS);
      setFailure(placed ? null : errorMessage(err));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Sign up">
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="fullName"
          label="First Name"
          autoComplete="given-name"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name="ucontact"
        label="Contact Number"
        type="tel"
        autoComplete="tel-national"
        transform={digitsOnly}
        required
        placeholder="9876543210"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        password
        autoComplete="new-password"
        required
        helperText={PASSWORD_HINT}
      />
      <Controller
        control={control}
        name="utype"
        render={({ field, fieldState, formState }) => {
          const message = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
          return (
            <FormControl error={Boolean(message)} required>
              <FormLabel id="signup-utype">I am a</FormLabel>
              <RadioGroup
                row
                aria-labelledby="signup-utype"
                name={field.name}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              >
                {USER_TYPES.map((t) => (
                  <FormControlLabel
                    key={t}
                    value={t}
                    control={<Radio slotProps={{ input: { ref: t === USER_TYPES[0] ? field.ref : undefined } }} />}
                    label={t}
                  />
                ))}
              </RadioGroup>
              {message ? <FormHelperText>{message}</FormHelperText> : null}
            </FormControl>
          );
        }}
      />
      <FormTextField
        control={control}
        name="referralCode"
        label="Referral code (optional)"
        autoComplete="off"
        helperText={referral ? 'Filled in from your invitation link; you can change it' : undefined}
        slotProps={{ htmlInput: { maxLength: REFERRAL_CODE_MAX, autoCapitalize: 'characters' } }}
      />
      <FormTextField
        control={control}
        name="referralSource"
        label="How did you hear about us? (optional)"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose one</option>
        {REFERRAL_SOURCES.map((source) => (
          <option key={source} value={source}>
            {REFERRAL_SOURCE_LABELS[source]}
          </option>
        ))}
      </FormTextField>
      <Controller
        control={control}
        name="isConditionAccepted"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={
              <>
                I agree to the{' '}
                <Link href="/terms-conditions" {...newTab}>
                  Terms &amp; Conditions
                </Link>{' '}
                and the{' '}
                <Link href="/privacy-policy" {...newTab}>
                  Privacy Policy
                </Link>
              </>
            }
          />
        )}
      />
      <PendingButton type="submit" variant="contained" size="large" disabled={!accepted} pending={register.isPending}>
        Join Us
      </PendingButton>
    </Stack>
  );
};
