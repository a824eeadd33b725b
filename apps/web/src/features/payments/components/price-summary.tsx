import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatPaise } from '@elevate/contracts/payments/money';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { Quote } from '@elevate/contracts/payments/payments.schema';

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}>
      {value}
    </Typography>
  </Box>
);

/**
 * The server's price of one registration: the fee (per participant or per team), the promo discount and the
 * total, GST included, and the refund policy to open. Nothing here is computed in the browser.
 */
export const PriceSummary = ({ quote }: { quote: Quote }) => {
  const [policyOpen, setPolicyOpen] = useState(false);
  const policyId = useId();
  const basis = quote.chargeBasis === 'team' ? 'per team' : 'per participant';
  return (
    <Paper variant="outlined" component="section" aria-label="Price" sx={{ p: 2, borderRadius: 2 }}>
      {quote.coveredByTeam ? (
        <Alert severity="success" sx={{ mb: 1.5 }}>
          {PaymentMessages.coveredByTeam}
        </Alert>
      ) : null}
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={`Registration fee (${basis})`} value={formatPaise(quote.listPricePaise)} />
        {quote.discountPaise > 0 ? (
          <Row
            label={quote.promo ? `Promo code ${quote.promo.code}` : 'Discount'}
            value={`− ${formatPaise(quote.discountPaise)}`}
          />
        ) : null}
        {quote.coveredByTeam ? (
          <Row label="Paid by your team lead" value={`− ${formatPaise(quote.listPricePaise)}`} />
        ) : null}
        <Divider sx={{ my: 1 }} />
        <Row label="Total" value={formatPaise(quote.coveredByTeam ? 0 : quote.amountPaise)} strong />
      </Box>
      <Typography variant="body2" color="text.secondary">
        GST included{quote.gstRatePercent > 0 ? ` (${quote.gstRatePercent} %)` : ''}. A receipt comes by mail once you
        have paid.
      </Typography>
      {quote.refundPolicy ? (
        <>
          <Button
            size="small"
            onClick={() => setPolicyOpen((o) => !o)}
            aria-expanded={policyOpen}
            aria-controls={policyId}
            endIcon={
              <ExpandMoreIcon sx={{ transform: policyOpen ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />
            }
            sx={{ mt: 1, ml: -0.5 }}
          >
            Refund policy
          </Button>
          <Collapse in={policyOpen} id={policyId}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {quote.refundPolicy}
            </Typography>
          </Collapse>
        </>
      ) : null}
    </Paper>
  );
};

export const PriceSummarySkeleton = () => (
  <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} role="status" aria-label="Loading the price">
    <Skeleton variant="text" width="70%" />
    <Skeleton variant="text" width="50%" />
    <Skeleton variant="text" width="40%" height={32} />
  </Paper>
);
