import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConsoleDrillMessages } from '@elevate/contracts/console/console-drill.messages';
import { TextInput } from '@/components/text-input';
import { errorMessage } from '@/lib/api-client';
import { checkDrillCustUrl } from '../api/check-drill-cust-url';
import type { DrillFormValues } from './drill-form';

/** Custom URL with a check against the other hackathons, and a free one offered when it is taken. */
export const CustUrlField = ({
  control,
  drillId,
  onUse,
}: {
  control: Control<DrillFormValues>;
  drillId?: number;
  onUse: (custUrl: string) => void;
}) => {
  const custUrl = useWatch({ control, name: 'custUrl' }) ?? '';
  const [result, setResult] = useState<{ for: string; text: string; suggestion?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const r = await checkDrillCustUrl({ custUrl: custUrl.trim().toLowerCase(), excludeId: drillId });
      setResult(
        r.available
          ? { for: custUrl, text: ConsoleDrillMessages.custUrlFree }
          : { for: custUrl, text: ConsoleDrillMessages.custUrlTaken, suggestion: r.suggestion },
      );
    } catch (err) {
      setResult({ for: custUrl, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  const current = result?.for === custUrl ? result : null;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInput
          control={control}
          name="custUrl"
          label="Custom URL"
          required
          fullWidth
          helperText={`The page's address: /drills/${custUrl || 'your-hackathon'}`}
        />
        <Button
          variant="outlined"
          onClick={() => void check()}
          disabled={busy || !custUrl}
          sx={{ flexShrink: 0, mt: 1 }}
        >
          {busy ? 'Checking…' : 'Check'}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 0.5 }}>
        {current ? (
          <Typography variant="body2" color={current.suggestion ? 'warning.dark' : 'success.main'}>
            {current.text}
            {current.suggestion ? (
              <Button size="small" onClick={() => onUse(current.suggestion!)} sx={{ ml: 1 }}>
                Use {current.suggestion}
              </Button>
            ) : null}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
};
