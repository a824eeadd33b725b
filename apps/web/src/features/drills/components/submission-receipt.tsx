import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { SubmissionReceipt as Receipt } from '@elevate/contracts/drills/submission.schema';
import { toast } from '@/lib/toast';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { DrillDateTime } from './drill-date';

const copy = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied to clipboard');
  } catch {
    // No clipboard (an insecure context, a refused permission): the fingerprint is on screen to copy by hand.
    toast.error('Could not copy. Select the fingerprint and copy it by hand.');
  }
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px minmax(0, 1fr)' }, gap: { sm: 2 } }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/**
 * The receipt of the last final submission, as the API gives it (and mails it): when it was received in IST
 * and in the viewer's own zone, by whom, the version and the SHA-256 fingerprint of what was submitted.
 */
export const SubmissionReceiptCard = ({ receipt }: { receipt: Receipt }) => {
  const zone = useViewerTimeZone();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="receipt-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'success.main', borderWidth: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <ReceiptLongOutlinedIcon color="success" aria-hidden />
        <Typography id="receipt-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          Receipt: {receipt.phase} submitted
        </Typography>
      </Stack>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {receipt.teamName ? <Row label="Team">{receipt.teamName}</Row> : null}
        <Row label="Received (IST)">{receipt.submittedAtIst}</Row>
        {zone !== 'Asia/Kolkata' ? (
          <Row label="In your time zone">
            <DrillDateTime value={receipt.submittedAt} /> ({zone})
          </Row>
        ) : null}
        <Row label="Submitted by">{receipt.submittedBy?.name ?? 'A former member'}</Row>
        <Row label="Version">{receipt.version}</Row>
        <Row label="Fingerprint (SHA-256)">
          <Box component="code" sx={{ fontSize: '0.8125rem', wordBreak: 'break-all' }}>
            {receipt.contentHash}
          </Box>
          <Button
            size="small"
            startIcon={<ContentCopyIcon fontSize="small" aria-hidden />}
            onClick={() => void copy(receipt.contentHash)}
            sx={{ ml: { sm: 1 }, display: { xs: 'flex', sm: 'inline-flex' } }}
          >
            Copy fingerprint
          </Button>
        </Row>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        The same receipt was sent to every member’s inbox and notifications. The fingerprint changes if anything
        submitted changes, so it proves what the hosts received.
      </Typography>
    </Paper>
  );
};
