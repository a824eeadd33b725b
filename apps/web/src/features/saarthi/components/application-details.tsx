import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SITE_TIME_ZONE } from '@elevate/contracts/common/format';
import type { SaarthiApplicationRow } from '@elevate/contracts/saarthi/saarthi.schema';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  });

/** Every field of an application, for the reviewer. */
export const ApplicationDetails = ({ row }: { row: SaarthiApplicationRow }) => {
  const facts: [string, React.ReactNode][] = [
    ['Email', row.email],
    ['Role', `${row.designation}, ${row.company}`],
    ['Experience', `${row.yearsOfExperience} years`],
    ['Domains', row.expertise.join(', ')],
    ['Languages', row.languages.join(', ')],
    ['Mentees at a time', row.maxMentees],
    [
      'LinkedIn',
      <Link key="l" href={row.linkedinUrl} target="_blank" rel="noopener noreferrer nofollow">
        {row.linkedinUrl}
      </Link>,
    ],
    ['Applied', formatDate(row.createdAt)],
  ];
  if (row.reviewedAt)
    facts.push(['Reviewed', `${formatDate(row.reviewedAt)}${row.reviewedByName ? ` by ${row.reviewedByName}` : ''}`]);
  if (row.rejectionReason) facts.push(['Reason given', row.rejectionReason]);
  return (
    <Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 0.75, m: 0 }}
      >
        {facts.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        What they can help with
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {row.helpWith}
      </Typography>
      {row.bio ? (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            About
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {row.bio}
          </Typography>
        </>
      ) : null}
    </Box>
  );
};
