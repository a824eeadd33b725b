import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { PROMO_CODE_MAX } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { PromoCodeTextSchema } from '@elevate/contracts/payments/payments.schema';
import { PendingButton } from '@/components/pending-button';

/**
 * A promo code: typed, checked for its form here, then Apply asks the server for the price with it (its refusal
 * shows under the field). Once applied it says so, and Remove goes back to the full price.
 */
export const PromoCodeField = ({
  applied,
  error,
  applying,
  disabled,
  onApply,
  onRemove,
  onEdit,
}: {
  /** The code the price includes, or null. */
  applied: string | null;
  error: string | null;
  applying: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** Typing again clears the last refusal. */
  onEdit: () => void;
}) => {
  const [text, setText] = useState(applied ?? '');
  const [formatError, setFormatError] = useState<string | null>(null);
  const shown = formatError ?? error;

  const apply = () => {
    const parsed = PromoCodeTextSchema.safeParse(text);
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? PaymentMessages.promoCodeFormat);
      return;
    }
    setFormatError(null);
    setText(parsed.data);
    onApply(parsed.data);
  };

  if (applied)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
        <Typography role="status" sx={{ color: 'success.main', fontWeight: 600 }}>
          {PaymentMessages.promoApplied(applied)}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            setText('');
            onRemove();
          }}
          disabled={disabled}
          aria-label={`Remove promo code ${applied}`}
        >
          Remove
        </Button>
      </Stack>
    );

  return (
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      onKeyDown={(e) => {
        // Enter applies the code rather than submitting the registration.
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          if (!applying && !disabled) apply();
        }
      }}
    >
      <TextField
        label="Promo code"
        size="small"
        value={text}
        onChange={(e) => {
          setText(e.target.value.toUpperCase());
          setFormatError(null);
          onEdit();
        }}
        error={Boolean(shown)}
        helperText={shown ?? ' '}
        disabled={disabled}
        autoComplete="off"
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: PROMO_CODE_MAX, spellCheck: false, autoCapitalize: 'characters' } }}
      />
      <PendingButton variant="outlined" onClick={apply} pending={applying} disabled={disabled} sx={{ mt: 0.25 }}>
        Apply
      </PendingButton>
    </Box>
  );
};
