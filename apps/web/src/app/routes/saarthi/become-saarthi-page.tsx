import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SAARTHI_MIN_YEARS } from '@elevate/contracts/saarthi/saarthi.constants';
import { PageHero, Section } from '@/components/page-section';
import { useSession } from '@/lib/session';
import { useOpenLogin } from '@/lib/use-open-login';
import { useSitePage } from '@/features/saarthi/api/get-site-page';
import { MyApplication } from '@/features/saarthi/components/my-application';
import { SitePageSections } from '@/features/saarthi/components/site-page-sections';

const WHY = [
  ['Give back', 'Help a student avoid the mistakes you made, and watch them land their first role.'],
  ['On your time', 'Set your own weekly hours and how many mentees you take. Pause new requests any time.'],
  ['Grow as a leader', 'Mentoring builds the coaching skills that managers and tech leads need.'],
] as const;
const ELIGIBILITY = [
  `At least ${SAARTHI_MIN_YEARS} years of work experience`,
  'A LinkedIn profile our team can verify',
  'A few hours a month for one-to-one sessions',
];

/** /becomeasaarthi: why and who (server-rendered), then the application or the mentor's settings (browser). */
export const BecomeSaarthiPage = () => {
  const page = useSitePage('becomeasaarthi').data;
  const session = useSession();
  const openLogin = useOpenLogin();
  return (
    <>
      <PageHero eyebrow="Saarthi mentoring" title={page?.headline || 'Become a Saarthi'}>
        {page?.intro ||
          'Share what you have learnt with students and early-career professionals across India. Mentoring is voluntary and free for mentees.'}
      </PageHero>
      <Section id="why" title={page && page.sections.length > 0 ? undefined : 'Why become a Saarthi'}>
        {page && page.sections.length > 0 ? (
          <SitePageSections page={page} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
            {WHY.map(([title, body]) => (
              <Card key={title} variant="outlined">
                <CardContent>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {body}
                  </Typography>
                </CardContent>
              </Card>
            ))}
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                  Who can apply
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                  {ELIGIBILITY.map((e) => (
                    <Typography component="li" variant="body2" color="text.secondary" key={e}>
                      {e}
                    </Typography>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Box>
        )}
      </Section>
      <Section id="apply" muted>
        <Box sx={{ maxWidth: 880 }}>
          {session ? (
            <MyApplication uid={session.session.uid} />
          ) : (
            <Box sx={{ textAlign: 'center', py: 3 }}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
                Ready to mentor?
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Log in to apply. It takes about five minutes.
              </Typography>
              <Button variant="contained" size="large" onClick={openLogin}>
                Log in to apply
              </Button>
            </Box>
          )}
        </Box>
      </Section>
    </>
  );
};

export default BecomeSaarthiPage;
