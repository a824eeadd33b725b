import Box from '@mui/material/Box';

/**
 * A post's body set for reading. Safe to render: the API sanitises it when it is written (sanitizeArticleHtml:
 * headings, lists, quotes, code, https links, pictures, figures), and only that copy is sent. Wider than
 * RichTextBlock, which is kept to job and hackathon descriptions.
 */
export const ArticleBody = ({ html }: { html: string }) => (
  <Box
    sx={{
      overflowWrap: 'anywhere',
      fontSize: { xs: '1rem', md: '1.075rem' },
      '& h2': { fontSize: { xs: '1.35rem', md: '1.5rem' }, fontWeight: 700, mt: 4, mb: 1.5 },
      '& h3': { fontSize: '1.2rem', fontWeight: 700, mt: 3, mb: 1 },
      '& h4': { fontSize: '1.05rem', fontWeight: 700, mt: 2.5, mb: 1 },
      '& p': { my: 2, lineHeight: 1.8 },
      '& ul, & ol': { pl: 3, my: 2 },
      '& li': { mb: 0.75, lineHeight: 1.7 },
      '& a': { color: 'primary.main' },
      '& blockquote': {
        borderLeft: 4,
        borderColor: 'primary.main',
        pl: 2,
        ml: 0,
        my: 3,
        color: 'text.secondary',
        fontStyle: 'italic',
      },
      '& pre': { bgcolor: 'action.hover', p: 2, borderRadius: 1, overflowX: 'auto', fontSize: '0.9rem' },
      '& code': { fontFamily: 'monospace', fontSize: '0.92em' },
      '& :not(pre) > code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
      '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1, display: 'block', my: 2 },
      '& figure': { mx: 0, my: 3 },
      '& figcaption': { color: 'text.secondary', fontSize: '0.875rem', textAlign: 'center', mt: 1 },
      '& > :first-of-type': { mt: 0 },
    }}
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
