import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import type { CaseStudyCard as CaseStudyCardData } from '@elevate/contracts/content/case-studies.schema';
import { CASE_STUDY_SUB_TYPE_LABELS } from '@elevate/contracts/content/content.constants';
import { Tag } from '@/components/tag-list';

/** "SDE-1 at Kaveri Analytics", "Kaveri Analytics", or empty. */
export const roleLine = (s: Pick<CaseStudyCardData, 'personDesignation' | 'organisation'>) =>
  [s.personDesignation, s.organisation].filter(Boolean).join(' at ');

/** Who a story is about: "Priya Nair, SDE-1 at Kaveri Analytics". */
export const personLine = (s: Pick<CaseStudyCardData, 'personName' | 'personDesignation' | 'organisation'>) => {
  const role = roleLine(s);
  return role ? `${s.personName}, ${role}` : s.personName;
};

/** A success story or case study on a list: cover, programme, title, summary and who it is about. */
export const CaseStudyCard = ({ story }: { story: CaseStudyCardData }) => (
  <Card sx={{ height: '100%' }} component="article">
    <CardActionArea
      component={RouterLink}
      to={pagePath.successStory(story.custUrl)}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
      }}
    >
      {story.coverImageUrl ? (
        <Box
          component="img"
          src={story.coverImageUrl}
          alt=""
          loading="lazy"
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
        />
      ) : null}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box>
          <Tag>{CASE_STUDY_SUB_TYPE_LABELS[story.subType]}</Tag>
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.35 }}>
          {story.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {story.summary}
        </Typography>
        <Typography variant="body2" sx={{ mt: 'auto', pt: 1, fontWeight: 600 }}>
          {personLine(story)}
        </Typography>
      </Box>
    </CardActionArea>
  </Card>
);

export const storyGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;
