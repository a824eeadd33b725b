import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  CERTIFICATE_PAGE_SIZE,
  CERTIFICATE_SEARCH_MAX,
  REVOKE_REASON_MAX,
} from '@elevate/contracts/certificates/certificates.constants';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import { HOST_CERTIFICATE_FILTERS, type HostCertificate } from '@elevate/contracts/certificates/certificates.schema';
import { CERTIFICATE_KINDS, type CertificateKind } from '@elevate/contracts/drills/results.schema';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { PagedList } from '@/components/paged-list';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { SearchField } from '@/components/search-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHostCertificates } from '../api/get-host-certificates';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { CertificateIssuePanel } from './certificate-issue-panel';

type Filter = (typeof HOST_CERTIFICATE_FILTERS)[number];
const FILTER_LABEL: Record<Filter, string> = {
  pending: 'Being made',
  ready: 'Ready',
  failed: 'Failed',
  revoked: 'Revoked',
};

const stateChip = (c: HostCertificate) =>
  c.revokedAt ? (
    <Chip size="small" color="error" label="Revoked" />
  ) : c.status === 'ready' ? (
    <Chip size="small" color="success" label="Ready" />
  ) : c.status === 'failed' ? (
    <Chip size="small" color="warning" label="Failed" />
  ) : (
    <Chip size="small" label="Being made" />
  );

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** The host's Certificates tab: issue per kind with progress, then the list with search, state and revoke. */
export const HostCertificates = ({ drillId }: { drillId: number }) => {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const [kind, setKind] = useState<CertificateKind | ''>('');
  const [status, setStatus] = useState<Filter | ''>('');
  const [page, setPage] = useState(1);
  const params = {
    ...(q ? { q } : {}),
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    limit: CERTIFICATE_PAGE_SIZE,
    offset: (page - 1) * CERTIFICATE_PAGE_SIZE,
  };
  const list = useHostCertificates(drillId, params);
  const revoke = useRevokeCertificate(drillId);
  const [revoking, setRevoking] = useState<HostCertificate | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  const closeRevoke = () => {
    setRevoking(null);
    setReason('');
    setReasonError('');
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    if (!reason.trim()) {
      setReasonError(CertificateMessages.revokeReasonRequired);
      return;
    }
    revoke.mutate(
      { certificateId: revoking.certificateId, reason: reason.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? CertificateMessages.revoked);
          closeRevoke();
        },
        onError: (err) => setReasonError(errorMessage(err)),
      },
    );
  };

  if (list.isPending) return <CardSkeletons count={3} height={120} />;
  if (list.isError && !list.data) {
    return (
      <RetryAlert onRetry={() => void list.refetch()} retrying={list.isFetching}>
        {errorMessage(list.error)}
      </RetryAlert>
    );
  }
  const data = list.data;
  const total = data.totalRecordCount;
  const anyIssued = data.summary.some((s) => s.issued > 0);
  const filtered = Boolean(q || kind || status);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h2" gutterBottom>
          Certificates
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Each certificate is a PDF with a QR code and a signed Open Badges credential anyone can verify. They are made
          in the background; you can leave this page.
        </Typography>
        <CertificateIssuePanel drillId={drillId} summary={data.summary} />
      </Box>

      {anyIssued ? (
        <Box component="section" aria-labelledby="issued-certificates">
          <Typography id="issued-certificates" variant="h6" component="h3" sx={{ mb: 1.5 }}>
            Issued certificates
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
            <Box sx={{ flex: '1 1 260px', display: 'flex', minWidth: 0 }}>
              <SearchField
                grow
                value={text}
                onChange={(v) => {
                  setText(v);
                  setPage(1);
                }}
                onClear={() => setText('')}
                label="Search certificates"
                placeholder="Name or code"
                maxLength={CERTIFICATE_SEARCH_MAX}
              />
            </Box>
            <TextField
              select
              label="Kind"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as CertificateKind | '');
                setPage(1);
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ flex: { sm: '0 0 180px' } }}
            >
              <MenuItem value="">All kinds</MenuItem>
              {CERTIFICATE_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {CertificateMessages.kindLabel[k]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="State"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as Filter | '');
                setPage(1);
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ flex: { sm: '0 0 160px' } }}
            >
              <MenuItem value="">All states</MenuItem>
              {HOST_CERTIFICATE_FILTERS.map((f) => (
                <MenuItem key={f} value={f}>
                  {FILTER_LABEL[f]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {total === 0 ? (
            <EmptyState title={filtered ? 'No certificates match' : 'No certificates yet'}>
              {filtered ? 'Try another name, kind or state.' : null}
            </EmptyState>
          ) : (
            <PagedList
              total={total}
              noun={['certificate', 'certificates']}
              loadingNext={list.isPlaceholderData}
              page={page}
              pages={Math.ceil(total / CERTIFICATE_PAGE_SIZE)}
              onPage={setPage}
            >
              {data.data.map((c) => (
                <Paper
                  key={c.certificateId}
                  component="li"
                  variant="outlined"
                  sx={{
                    listStyle: 'none',
                    p: 2,
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1.5,
                    alignItems: 'center',
                  }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.recipientName}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {CertificateMessages.kindLabel[c.kind]}
                      {c.rank ? ` · Rank ${c.rank}` : ''} · {dateOf(c.issuedAt)} · {c.code}
                    </Typography>
                    {c.revokedAt ? (
                      <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
                        Revoked on {dateOf(c.revokedAt)}: {c.revokedReason}
                      </Typography>
                    ) : null}
                  </Box>
                  {stateChip(c)}
                  {c.status === 'ready' ? (
                    <Link component={RouterLink} to={`/certificates/${c.code}`} target="_blank" rel="noopener">
                      Verification page
                    </Link>
                  ) : null}
                  {!c.revokedAt ? (
                    <Button color="error" size="small" onClick={() => setRevoking(c)}>
                      Revoke
                    </Button>
                  ) : null}
                </Paper>
              ))}
            </PagedList>
          )}
        </Box>
      ) : (
        <Alert severity="info">
          Nothing issued yet. Issue participation certificates once the final phase ends, merit after shortlisting, and
          winner certificates once the leaderboard is published.
        </Alert>
      )}

      <Dialog open={revoking !== null} onClose={revoke.isPending ? undefined : closeRevoke} maxWidth="xs" fullWidth>
        <DialogTitle>Revoke this certificate?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {revoking
              ? `${revoking.recipientName}'s ${CertificateMessages.kindLabel[revoking.kind].toLowerCase()} certificate will show as revoked, with your reason, to anyone who checks it. This cannot be undone.`
              : null}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Reason (shown publicly)"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError('');
            }}
            error={Boolean(reasonError)}
            helperText={reasonError || `${reason.length}/${REVOKE_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REVOKE_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={closeRevoke} disabled={revoke.isPending}>
            Cancel
          </Button>
          <PendingButton variant="contained" color="error" pending={revoke.isPending} onClick={confirmRevoke}>
            Revoke certificate
          </PendingButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
