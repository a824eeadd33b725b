import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { CardSkeletons } from '@/components/loaders';
import { Section } from '@/components/page-section';
import { useFeaturedElements } from '../api/get-featured-elements';
import { CaseStudyCard, storyGrid } from './case-study-card';

/** The home page's success stories: pinned and featured ones (common/featuredelements); hidden when there are none. */
export const FeaturedStories = () => {
  const { data, isPending } = useFeaturedElements();
  const stories = data?.caseStudies ?? [];
  if (!isPending && stories.length === 0) return null;
  return (
    <Section
      id="success-stories"
      title="Success stories"
      intro="Students who found their first role, teams who won, and companies who hired through Elevate, in their own words."
    >
      <Box sx={storyGrid} aria-busy={isPending}>
        {isPending ? (
          <CardSkeletons count={3} height={300} />
        ) : (
          stories.slice(0, 6).map((s) => <CaseStudyCard key={s.caseStudyId} story={s} />)
        )}
      </Box>
      <Button component={RouterLink} to="/customers#stories" endIcon={<ArrowForwardIcon />} sx={{ mt: 2 }}>
        More stories
      </Button>
    </Section>
  );
};
