import Box from '@mui/material/Box';

/**
 * Hosts' rich text (announcements, problem statements). Safe to render: the API sanitises it when it is
 * written (an allow-list of paragraphs, lists, emphasis and http/https/mailto links) and answers only that copy.
 */
export const RichText = ({ html }: { html: string }) => (
  <Box
    sx={{
      overflowWrap: 'anywhere',
      '& p': { my: 1, lineHeight: 1.6 },
      '& ul, & ol': { pl: 3, my: 1 },
      '& li': { mb: 0.5 },
      '& h3, & h4': { fontSize: '1rem', fontWeight: 700, mt: 2, mb: 1 },
      '& a': { color: 'primary.main' },
      '& > :first-of-type': { mt: 0 },
      '& > :last-child': { mb: 0 },
    }}
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
