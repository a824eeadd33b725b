import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { CaseStudyCard as CaseStudyCardData } from '@elevate/contracts/content/case-studies.schema';
import { EmptyState, LoadFailedState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { Section } from '@/components/page-section';
import { useCaseStudies } from '../api/get-case-studies';
import { useOrganisations } from '../api/get-organisations';
import { CaseStudyCard, roleLine, storyGrid } from './case-study-card';
import { OrganisationLogos } from './organisation-logos';

/** The customers' and institutes' logos (common/organisationandacademic), one block for each kind that has any. */
export const CustomerLogos = () => {
  const { data, isPending, isError, refetch } = useOrganisations();
  if (isError) return <LoadFailedState what="our customers" onRetry={() => void refetch()} />;
  if (isPending)
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(6, 1fr)' } }}>
        <CardSkeletons count={6} height={110} />
      </Box>
    );
  const companies = data.data.filter((o) => o.kind === 'organisation');
  const academic = data.data.filter((o) => o.kind === 'academic');
  if (companies.length + academic.length === 0) return null;
  return (
    <>
      {companies.length > 0 ? (
        <Box>
          <Typography variant="h3" sx={{ mb: 2 }}>
            Companies
          </Typography>
          <OrganisationLogos items={companies} label="Companies" />
        </Box>
      ) : null}
      {academic.length > 0 ? (
        <Box sx={{ mt: companies.length > 0 ? 4 : 0 }}>
          <Typography variant="h3" sx={{ mb: 2 }}>
            Colleges and universities
          </Typography>
          <OrganisationLogos items={academic} label="Colleges and universities" />
        </Box>
      ) : null}
    </>
  );
};

/** One kind of story (case studies or success stories) as cards; a quiet note when there are none yet. */
export const StoryGrid = ({ type, title }: { type: 'casestudy' | 'successstory'; title: string }) => {
  const { data, isPending, isError, refetch } = useCaseStudies({ type, limit: 12 });
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {isError ? (
        <LoadFailedState what={title.toLowerCase()} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Box sx={storyGrid}>
          <CardSkeletons count={3} height={280} />
        </Box>
      ) : data.data.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()} yet`}>New stories are published every month.</EmptyState>
      ) : (
        <Box sx={storyGrid}>
          {data.data.map((s) => (
            <CaseStudyCard key={s.caseStudyId} story={s} />
          ))}
        </Box>
      )}
    </Box>
  );
};

const Quote = ({ story }: { story: CaseStudyCardData }) => (
  <Paper variant="outlined" component="figure" sx={{ m: 0, p: { xs: 3, md: 4 }, height: '100%' }}>
    <FormatQuoteIcon color="primary" aria-hidden sx={{ fontSize: 40 }} />
    <Box component="blockquote" sx={{ m: 0 }}>
      <Typography sx={{ fontSize: '1.15rem' }}>{story.quote}</Typography>
    </Box>
    <Typography component="figcaption" sx={{ mt: 2 }}>
      <strong>{story.personName}</strong>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.9rem' }}>
        {roleLine(story)}
      </Box>
    </Typography>
  </Paper>
);

/** "In their words": the quotes of the newest case studies that have one; nothing when none do. */
export const CustomerQuotes = () => {
  const { data } = useCaseStudies({ type: 'casestudy', limit: 12 });
  const quoted = data?.data.filter((s) => s.quote.trim() !== '').slice(0, 2) ?? [];
  if (quoted.length === 0) return null;
  return (
    <Section id="quotes" title="In their words" muted>
      <Grid container spacing={3}>
        {quoted.map((s) => (
          <Grid key={s.caseStudyId} size={{ xs: 12, md: 6 }}>
            <Quote story={s} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
};
