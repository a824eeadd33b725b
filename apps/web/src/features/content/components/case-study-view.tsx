import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { formatDate } from '@elevate/contracts/common/format';
import type { CaseStudy } from '@elevate/contracts/content/case-studies.schema';
import { CASE_STUDY_SUB_TYPE_LABELS } from '@elevate/contracts/content/content.constants';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { LogoImage } from '@/components/logo-image';
import { RichTextBlock } from '@/components/rich-text-block';
import { LinkShareButton } from './link-share-button';

/** The story's person: name, then designation and organisation (the company's page when it is a partner). */
const Person = ({ story }: { story: CaseStudy }) => {
  const { partner } = story;
  const organisation = partner ? (
    <Link component={RouterLink} to={pagePath.company(partner.customUrl)}>
      {story.organisation || partner.displayName}
    </Link>
  ) : (
    story.organisation
  );
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <LogoImage src={partner?.logo} name={story.organisation || story.personName} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{story.personName}</Typography>
        {story.personDesignation || organisation ? (
          <Typography variant="body2" color="text.secondary">
            {story.personDesignation}
            {story.personDesignation && organisation ? ' at ' : null}
            {organisation}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
};

/** A published success story or case study, read as an article. */
export const CaseStudyView = ({ story }: { story: CaseStudy }) => (
  <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
    <Chip
      label={CASE_STUDY_SUB_TYPE_LABELS[story.subType]}
      color="primary"
      variant="outlined"
      size="small"
      component={RouterLink}
      to="/customers#stories"
      clickable
    />
    <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.5rem' }, mt: 1.5 }}>
      {story.title}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.15rem' }}>
      {story.summary}
    </Typography>
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Person story={story} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" component="p">
          <time dateTime={story.publishedAt}>{formatDate(story.publishedAt)}</time>
        </Typography>
        <LinkShareButton path={pagePath.successStory(story.custUrl)} title={story.title} />
      </Stack>
    </Stack>
    {story.coverImageUrl ? (
      <Box
        component="img"
        src={story.coverImageUrl}
        alt=""
        sx={{ display: 'block', width: '100%', mt: 3, borderRadius: 2, aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
    ) : null}
    {story.quote ? (
      <Box
        component="figure"
        sx={{
          m: 0,
          mt: 4,
          p: { xs: 2.5, md: 3 },
          borderLeft: 4,
          borderColor: 'secondary.main',
          bgcolor: 'action.hover',
        }}
      >
        <FormatQuoteIcon color="primary" aria-hidden />
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, fontWeight: 600 }}>{story.quote}</Typography>
        </Box>
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          — {story.personName}
        </Typography>
      </Box>
    ) : null}
    <Box
      sx={{
        mt: 4,
        fontSize: '1.05rem',
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& figure': { mx: 0 },
      }}
    >
      <RichTextBlock html={story.bodyHtml} />
    </Box>
  </Container>
);
