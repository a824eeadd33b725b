import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { CertificateList as Certificates, CertificateKind } from '@elevate/contracts/drills/results.schema';
import { ResultsMessages } from '@elevate/contracts/drills/submission.messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { QueryState, SectionEmpty } from './dashboard-section';
import { DrillDateTime } from './drill-date';

const KIND_LABELS: Record<CertificateKind, string> = {
  participation: 'Participation',
  merit: 'Merit',
  winner: 'Winner',
};

/** The certificates issued to this registration, with their verification code and a download when ready. */
export const CertificateList = ({ query }: { query: UseQueryResult<Certificates> }) => (
  <QueryState query={query} label="Loading your certificates" skeleton={<Skeleton variant="rounded" height={72} />}>
    {({ data }) =>
      data.length === 0 ? (
        <SectionEmpty title="No certificates yet">{ResultsMessages.noCertificates}</SectionEmpty>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Your certificates">
          {data.map((c) => (
            <Box
              component="li"
              key={c.certificateId}
              sx={{
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                display: 'flex',
                gap: 1.5,
                alignItems: 'flex-start',
                flexWrap: 'wrap',
              }}
            >
              <WorkspacePremiumOutlinedIcon color="primary" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: 700 }}>{c.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {KIND_LABELS[c.kind]} · issued <DrillDateTime value={c.issuedAt} withTime={false} />
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  Verification code{' '}
                  <Link component={RouterLink} to={`/certificates/${c.code}`}>
                    <Box component="code">{c.code}</Box>
                  </Link>
                  {' · '}
                  <Link href={c.credentialUrl} download>
                    Credential (JSON)
                  </Link>
                </Typography>
                {c.revoked ? (
                  <Typography variant="body2" color="error.main">
                    Revoked by the hosts: its verification page says so.
                  </Typography>
                ) : null}
              </Box>
              {c.downloadUrl ? (
                // `download`: the PDF is saved as a file (the server sends it inline), as the button says.
                <Button
                  href={c.downloadUrl}
                  download
                  size="small"
                  variant="outlined"
                  startIcon={<DownloadIcon aria-hidden />}
                  aria-label={`Download ${c.title}`}
                >
                  Download
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Being prepared
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      )
    }
  </QueryState>
);
