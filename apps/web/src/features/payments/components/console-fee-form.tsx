import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { formatPaise, gstOf } from '@elevate/contracts/payments/money';
import {
  DEFAULT_GST_RATE_PERCENT,
  GST_RATES_PERCENT,
  MAX_FEE_RUPEES,
  REFUND_POLICY_MAX,
} from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import {
  PaymentConfigurationInputSchema,
  type PaymentConfiguration,
  type PaymentConfigurationInput,
} from '@elevate/contracts/payments/payments.schema';
import { FormNumberField } from '@/components/form-number-field';
import { toastedSubmitOf } from '@/components/form-submit';
import { PendingButton } from '@/components/pending-button';
import { QueryStates } from '@/components/query-states';
import { toast } from '@/lib/toast';
import { useConsolePaymentConfiguration } from '../api/console-get-payment-configuration';
import { useSaveConsolePaymentConfiguration } from '../api/console-save-payment-configuration';

type FeeValues = PaymentConfigurationInput;

export const feeValuesOf = (c: PaymentConfiguration | undefined): FeeValues => ({
  amount: c?.amount ?? 0,
  gstRatePercent: c?.gstRatePercent ?? DEFAULT_GST_RATE_PERCENT,
  chargeBasis: c?.chargeBasis ?? 'participant',
  refundPolicy: c?.refundPolicy ?? '',
});

/** 'Participants pay ₹1,499: taxable value ₹1,270.34 and GST (18 %) ₹228.66.' for the fee being typed. */
const GstLine = ({ amount, rate }: { amount: number; rate: number }) => {
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_FEE_RUPEES) {
    return (
      <Typography variant="body2" color="text.secondary">
        Registration is free.
      </Typography>
    );
  }
  const gst = gstOf(Math.round(amount) * 100, rate, true);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      Participants pay <strong>{formatPaise(gst.totalPaise)}</strong> (GST included): taxable value{' '}
      {formatPaise(gst.taxablePaise)} and GST ({rate} %) {formatPaise(gst.totalPaise - gst.taxablePaise)}.
    </Typography>
  );
};

/**
 * The hackathon's registration fee: amount in rupees with GST included (0 is free), the GST rate with the taxable
 * value and tax worked out as the host types, per participant or per team, and the refund policy. Once anyone has
 * paid, the amount, rate and basis are locked (the server says so too); the refund policy stays editable.
 */
export const ConsoleFeeForm = ({
  drillId,
  configuration,
}: {
  drillId: number;
  configuration: PaymentConfiguration;
}) => {
  const save = useSaveConsolePaymentConfiguration();
  const locked = configuration.hasPayments;
  const form = useForm<FeeValues, unknown, PaymentConfigurationInput>({
    resolver: zodResolver(PaymentConfigurationInputSchema),
    mode: 'onTouched',
    defaultValues: feeValuesOf(configuration),
  });
  const { control, reset, formState } = form;
  const [amount, rate] = useWatch({ control, name: ['amount', 'gstRatePercent'] });

  const onSubmit = toastedSubmitOf(form, async (data) => {
    const saved = await save.mutateAsync({ drillId, input: data });
    toast.success(saved.message ?? PaymentMessages.configurationSaved);
    reset(feeValuesOf(saved.configuration ?? { ...configuration, ...data }));
  });

  return (
    <Stack component="form" noValidate aria-label="Registration fee" spacing={2.5} onSubmit={(e) => void onSubmit(e)}>
      {locked ? (
        <Alert severity="info" icon={<LockOutlinedIcon />}>
          {PaymentMessages.feeLockedAfterPayments}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField
          control={control}
          name="amount"
          label="Fee per registration"
          disabled={locked}
          helperText="In whole rupees, GST included. 0 makes the hackathon free."
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: { min: 0, max: MAX_FEE_RUPEES, step: 1, inputMode: 'numeric' },
          }}
        />
        <Controller
          control={control}
          name="gstRatePercent"
          render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label="GST rate"
              disabled={locked}
              value={value}
              onChange={(e) => onChange(Number(e.target.value))}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Event registration (SAC 998596) is usually 18 %.'}
            >
              {GST_RATES_PERCENT.map((r) => (
                <MenuItem key={r} value={r}>
                  {r} %
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <GstLine amount={amount} rate={rate} />

      <Controller
        control={control}
        name="chargeBasis"
        render={({ field, fieldState }) => (
          <FormControl disabled={locked} error={Boolean(fieldState.error)}>
            <FormLabel id="fee-basis-label">Who pays</FormLabel>
            <RadioGroup
              aria-labelledby="fee-basis-label"
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
            >
              <FormControlLabel value="participant" control={<Radio />} label="Each participant" />
              <FormControlLabel value="team" control={<Radio />} label="Each team" />
            </RadioGroup>
            <FormHelperText>
              {fieldState.error?.message ??
                (field.value === 'team'
                  ? "One payment covers the payer's team: teammates who join with the team's invite code pay nothing."
                  : 'Everyone pays when they register, whether or not they are in a team.')}
            </FormHelperText>
          </FormControl>
        )}
      />

      <Controller
        control={control}
        name="refundPolicy"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label="Refund policy"
            multiline
            minRows={3}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              `Shown before participants pay, and on their receipt. ${field.value.length}/${REFUND_POLICY_MAX}`
            }
            placeholder="For example: full refund until registration closes; none after the hackathon starts."
            slotProps={{ htmlInput: { maxLength: REFUND_POLICY_MAX } }}
          />
        )}
      />
      <Box>
        <PendingButton type="submit" variant="contained" pending={save.isPending} disabled={!formState.isDirty}>
          Save fee
        </PendingButton>
      </Box>
    </Stack>
  );
};

/** The fee form once the stored fee has loaded (a skeleton meanwhile, Try again when it fails). */
export const ConsoleFee = ({ drillId }: { drillId: number }) => {
  const query = useConsolePaymentConfiguration(drillId);
  return (
    <QueryStates query={query} loadingLabel="Loading the registration fee" skeletons={1} skeletonHeight={220}>
      {(configuration) => <ConsoleFeeForm drillId={drillId} configuration={configuration} />}
    </QueryStates>
  );
};
