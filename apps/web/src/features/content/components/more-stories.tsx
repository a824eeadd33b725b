import Box from '@mui/material/Box';
import type { CaseStudy } from '@elevate/contracts/content/case-studies.schema';
import { CardSkeletons } from '@/components/loaders';
import { Section } from '@/components/page-section';
import { useCaseStudies } from '../api/get-case-studies';
import { CaseStudyCard, storyGrid } from './case-study-card';

/** "More stories": others about the same programme, without the one being read; nothing when there are none. */
export const MoreStories = ({ story }: { story: Pick<CaseStudy, 'caseStudyId' | 'subType'> }) => {
  const { data, isPending } = useCaseStudies({ subType: story.subType, limit: 4 });
  const others = data?.data.filter((s) => s.caseStudyId !== story.caseStudyId).slice(0, 3) ?? [];
  if (!isPending && others.length === 0) return null;
  return (
    <Section id="more-stories" title="More stories" muted>
      <Box sx={storyGrid} aria-busy={isPending}>
        {isPending ? (
          <CardSkeletons count={3} height={260} />
        ) : (
          others.map((s) => <CaseStudyCard key={s.caseStudyId} story={s} />)
        )}
      </Box>
    </Section>
  );
};
