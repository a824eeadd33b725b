import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { PageHero, Section } from '@/components/page-section';
import { useSession } from '@/lib/session';
import { useSitePage } from '@/features/saarthi/api/get-site-page';
import { MentorDirectory } from '@/features/saarthi/components/mentor-directory';
import { ProgrammeSteps } from '@/features/saarthi/components/programme-steps';
import { SitePageSections } from '@/features/saarthi/components/site-page-sections';

export const SAARTHI_HEADLINE = 'Saarthi: mentors who have walked the road';
export const SAARTHI_INTRO =
  'A Saarthi is a working professional who gives a few hours a month to guide a student or early-career ' +
  'engineer: choosing a path, preparing for interviews, or making a switch. Mentoring on Elevate is free.';

/** /saarthi: the programme explained, then the mentor directory (server-rendered). */
export const SaarthiPage = () => {
  const page = useSitePage('saarthi').data;
  const session = useSession();
  return (
    <>
      <PageHero
        eyebrow="Saarthi mentoring"
        title={page?.headline || SAARTHI_HEADLINE}
        actions={
          <>
            <Button variant="contained" href="#mentors">
              Find a mentor
            </Button>
            <Button variant="outlined" component={RouterLink} to="/becomeasaarthi">
              Become a Saarthi
            </Button>
            {session ? (
              <Button component={RouterLink} to="/saarthi/mentorships">
                My mentorships
              </Button>
            ) : null}
          </>
        }
      >
        {page?.intro || SAARTHI_INTRO}
      </PageHero>
      <Section id="how" title="How it works">
        <ProgrammeSteps />
        {page && page.sections.length > 0 ? (
          <div style={{ marginTop: 32 }}>
            <SitePageSections page={page} />
          </div>
        ) : null}
      </Section>
      <Section id="mentors" title="Find your Saarthi" muted>
        <MentorDirectory />
      </Section>
    </>
  );
};

export default SaarthiPage;
