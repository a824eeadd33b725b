import Download from '@mui/icons-material/Download';
import GppBad from '@mui/icons-material/GppBad';
import Verified from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import type { CertificateVerification } from '@elevate/contracts/certificates/certificates.schema';
import { SITE_TIME_ZONE } from '@elevate/contracts/common/format';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { credentialDownloadUrl, useCertificateVerification } from '../api/get-certificate-verification';
import { CheckRow } from './verification-checks';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  });

const Verdict = ({ v }: { v: CertificateVerification }) =>
  v.state === 'valid' ? (
    <Alert icon={<Verified />} severity="success" variant="filled" role="status">
      <Typography component="p" variant="h6">
        Valid ✓
      </Typography>
      This certificate was issued by Elevate and has not been revoked.
    </Alert>
  ) : v.state === 'revoked' ? (
    <Alert icon={<GppBad />} severity="error" variant="filled" role="status">
      <Typography component="p" variant="h6">
        Revoked
      </Typography>
      {v.revokedAt ? `Revoked by the host on ${longDate(v.revokedAt)}` : 'Revoked by the host'}
      {v.revokedReason ? `: ${v.revokedReason}` : '.'}
    </Alert>
  ) : (
    <Alert icon={<GppBad />} severity="error" variant="filled" role="status">
      <Typography component="p" variant="h6">
        Not verified
      </Typography>
      The signature on this certificate does not check out. Do not rely on it.
    </Alert>
  );

/** The public record of one certificate: the verdict, who earned what from whom and when, and each check. */
export const CertificateVerificationView = ({ code }: { code: string }) => {
  const query = useCertificateVerification(code);

  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Checking the certificate">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return missing ? (
      <EmptyState title="Certificate not found">
        No certificate has the code {code.toUpperCase()}. Check the code printed under the QR code on the certificate.
      </EmptyState>
    ) : (
      <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {errorMessage(query.error)}
      </RetryAlert>
    );
  }

  const v = query.data;
  return (
    <Stack spacing={3}>
      <Verdict v={v} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" color="text.secondary">
          {v.title}
          {v.rank ? ` · Rank ${v.rank}` : ''}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {v.recipientName}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {CertificateMessages.achievement(v.kind, v.rank)}{' '}
          {v.drillCustUrl ? (
            <Link component={RouterLink} to={`/drills/${v.drillCustUrl}`} sx={{ fontWeight: 600 }}>
              {v.drillName}
            </Link>
          ) : (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {v.drillName}
            </Box>
          )}
          , hosted by {v.hostName}.
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Typography component="dt" color="text.secondary">
            Issued
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {longDate(v.issuedAt)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Kind
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {CertificateMessages.kindLabel[v.kind]}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Code
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
            {v.code}
          </Typography>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h2">
          Checks
        </Typography>
        <List dense disablePadding>
          {v.checks.map((c) => (
            <CheckRow key={c.check} check={c} />
          ))}
        </List>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mt: 1 }}>
          Issuer key: {v.issuer}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button variant="outlined" startIcon={<Download />} href={credentialDownloadUrl(v.code)} download>
            Download credential (JSON)
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          The PDF is with the certificate&apos;s holder: they download it from their hackathon dashboard.
        </Typography>
      </Paper>
    </Stack>
  );
};
