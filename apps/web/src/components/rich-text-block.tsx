import Box from '@mui/material/Box';

/**
 * Rich text written by employers and hosts (a job's description, a hackathon's description, eligibility,
 * guidelines and rounds), set for reading. Safe to render: the API sanitises it when it is written (an
 * allow-list of p, br, strong, em, ul, ol, li, h3, h4 and http/https/mailto links), and only that copy is sent.
 */
export const RichTextBlock = ({ html }: { html: string }) => (
  <Box
    sx={{
      overflowWrap: 'anywhere',
      '& h2, & h3': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 },
      '& h4': { fontSize: '1rem', fontWeight: 700, mt: 2, mb: 1 },
      '& p': { my: 1.5, lineHeight: 1.7 },
      '& ul, & ol': { pl: 3, my: 1.5 },
      '& li': { mb: 0.75, lineHeight: 1.6 },
      '& a': { color: 'primary.main' },
      '& > :first-of-type': { mt: 0 },
    }}
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
