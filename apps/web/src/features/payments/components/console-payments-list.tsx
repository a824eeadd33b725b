import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@elevate/contracts/payments/money';
import {
  PAYMENT_STATUSES,
  PAYMENTS_PAGE_SIZE,
  type PaymentStatus,
} from '@elevate/contracts/payments/payments.constants';
import type { PaymentListItem } from '@elevate/contracts/payments/payments.schema';
import { EmptyState } from '@/components/empty-state';
import { PagedQueryList } from '@/components/paged-query-list';
import { SearchDownloadBar } from '@/components/search-download-bar';
import { useListSearch } from '@/components/use-list-search';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDownloadConsolePaymentsCsv } from '../api/console-download-payments-csv';
import { useDownloadConsoleReceipt } from '../api/console-download-receipt';
import { useConsolePayments, type ConsolePaymentsQuery } from '../api/console-get-payments';
import { PAYMENT_STATUS_LABELS } from './console-payment-format';
import { PaymentCard, PaymentsTable, type RowActions } from './console-payment-rows';
import { ConsoleRefundDialog } from './console-refund-dialog';

const SEARCH_MAX = 100;

const Total = ({ label, children }: { label: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 1.25, sm: 2 }, minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography
      component="dd"
      sx={{ m: 0, fontSize: { xs: '1rem', sm: '1.35rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  </Paper>
);

/**
 * Payments with filters (status, dates, search; admins also a hackathon), the totals of what matches, a table
 * from 768 px and cards on phones, paging, CSV of what matches, each receipt, and Refund on paid rows. One list for
 * the host's Payments tab (`drillId` fixed) and the admins' page (every hackathon).
 */
export const ConsolePaymentsList = ({ drillId }: { drillId?: number }) => {
  const admin = drillId === undefined;
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [hackathon, setHackathon] = useState<{ id: number; name: string } | null>(null);
  const [hackathonText, setHackathonText] = useState('');
  const { search, setSearch, settled, page, setPage, change } = useListSearch();
  const [refunding, setRefunding] = useState<PaymentListItem | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const typedId = /^\d{1,9}$/.test(hackathonText.trim()) ? Number(hackathonText.trim()) : undefined;
  const filter: ConsolePaymentsQuery = {
    drillId: drillId ?? hackathon?.id ?? typedId,
    status: status || undefined,
    from: from || undefined,
    to: to || undefined,
    q: settled || undefined,
  };
  const query = useConsolePayments({ ...filter, limit: PAYMENTS_PAGE_SIZE, offset: (page - 1) * PAYMENTS_PAGE_SIZE });
  const csv = useDownloadConsolePaymentsCsv();
  const receipt = useDownloadConsoleReceipt();

  const exportCsv = async () => {
    try {
      toast.success(`Downloaded ${await csv.mutateAsync(filter)}`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const downloadReceipt = async (p: PaymentListItem) => {
    setDownloading(p.paymentId);
    try {
      await receipt.mutateAsync({ paymentId: p.paymentId, receiptNumber: p.receiptNumber });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDownloading(null);
    }
  };
  const actions: RowActions = {
    onReceipt: (p) => void downloadReceipt(p),
    onRefund: setRefunding,
    onHackathon: admin
      ? (p) => {
          setHackathon({ id: p.entityId, name: p.entityName });
          setHackathonText('');
          setPage(1);
        }
      : undefined,
    downloading,
  };

  const total = query.data?.totalRecordCount ?? 0;
  const filtered = Boolean(filter.status || filter.from || filter.to || filter.q || (admin && filter.drillId));
  const totals = query.data?.totals;

  return (
    <Box>
      <SearchDownloadBar
        search={search}
        onSearch={setSearch}
        label="Search payments"
        placeholder="Payer, email, receipt or payment id"
        maxLength={SEARCH_MAX}
        downloadLabel="Download CSV"
        downloading={csv.isPending}
        canDownload={total > 0}
        onDownload={() => void exportCsv()}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${admin ? 4 : 3}, 1fr)` },
            // On phones the hackathon and the status take a row each, the two dates share one.
            '& > .wide-filter': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          {admin ? (
            hackathon ? (
              <Box className="wide-filter" sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
                <Chip
                  label={`Hackathon: ${hackathon.name}`}
                  onDelete={() => change(setHackathon)(null)}
                  sx={{ maxWidth: '100%' }}
                />
              </Box>
            ) : (
              <TextField
                size="small"
                label="Hackathon ID"
                className="wide-filter"
                value={hackathonText}
                onChange={(e) => change(setHackathonText)(e.target.value.replace(/\D/g, ''))}
                placeholder="Or pick one from a row"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
              />
            )
          ) : null}
          <TextField
            select
            size="small"
            label="Status"
            className="wide-filter"
            value={status}
            onChange={(e) => change(setStatus)(e.target.value as PaymentStatus | '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Any status</MenuItem>
            {PAYMENT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label="From"
            value={from}
            onChange={(e) => change(setFrom)(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={to}
            onChange={(e) => change(setTo)(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
          />
        </Box>
      </SearchDownloadBar>

      <Box
        component="dl"
        aria-label="Totals"
        sx={{ m: 0, mb: 2, display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
      >
        <Total label="Received">{totals ? formatPaise(totals.paidPaise) : '—'}</Total>
        <Total label="Refunded">{totals ? formatPaise(totals.refundedPaise) : '—'}</Total>
        <Total label="Payments">{totals ? totals.count : '—'}</Total>
      </Box>

      <PagedQueryList
        query={query}
        loadingLabel="Loading payments"
        skeletons={3}
        skeletonHeight={88}
        empty={
          <EmptyState title={filtered ? 'No payments match these filters' : 'No payments yet'}>
            {filtered
              ? 'Try another search or clear a filter.'
              : 'Payments appear here as soon as participants pay to register.'}
          </EmptyState>
        }
        noun={['payment', 'payments']}
        page={page}
        pageSize={PAYMENTS_PAGE_SIZE}
        onPage={setPage}
        table={(rows) => <PaymentsTable rows={rows} showHackathon={admin} {...actions} />}
        card={(p) => <PaymentCard key={p.paymentId} p={p} showHackathon={admin} {...actions} />}
      />
      {refunding ? <ConsoleRefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </Box>
  );
};
