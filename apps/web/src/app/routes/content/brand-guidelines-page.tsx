import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { BrandMark } from '@/app/shell/brand-logo';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';

const COLOURS = [
  { name: 'Indigo', hex: '#3a2fc2', use: 'Primary colour: the mark, buttons, links and key numbers.' },
  {
    name: 'Saffron',
    hex: '#ffb547',
    use: 'Accent: the rising chevron in the mark and highlights on dark backgrounds. Never for text on white.',
  },
  { name: 'Ink', hex: '#151a2d', use: 'Body text, headings and dark backgrounds such as the footer.' },
  { name: 'Teal', hex: '#0f766e', use: 'Supporting colour for success states, charts and illustrations.' },
  { name: 'White', hex: '#ffffff', use: 'Backgrounds and text on Indigo, Ink or Teal.' },
];

const LOGO_RULES = {
  do: [
    'Use the mark and wordmark together wherever there is room.',
    'Use the mark on its own only when space is tight, such as app icons and social avatars.',
    'Place the logo on white, Ink or a light photo with enough contrast.',
    'Keep it at least 24 px tall on screens and 8 mm tall in print.',
  ],
  dont: [
    'Stretch, rotate, outline or add shadows to the mark.',
    'Change the colours of the mark or recolour the chevron.',
    'Place the logo on busy images or on Saffron.',
    'Rebuild the wordmark in another typeface.',
  ],
};

const VOICE = {
  do: [
    'Be clear and specific: “Applications close on 14 March.”',
    'Speak to one person, warmly: “You have been shortlisted — well done.”',
    'Use plain Indian English: lakh and crore, stipend, fresher, CTC.',
    'Be honest about what happens next and when.',
  ],
  dont: [
    'Hype: “Unlock limitless opportunities with our revolutionary platform!”',
    'Jargon or acronyms without explanation.',
    'Pressure: “Only 2 seats left — apply NOW!!!”',
    'Blame the user: “You entered an invalid date.” Say: “Enter a date after today.”',
  ],
};

const NAMES = [
  { right: 'Elevate', wrong: 'ELEVATE, elevate, Elevate.in, E-levate' },
  { right: 'Elevate Careers Private Limited (legal documents only)', wrong: 'Elevate Pvt Ltd, Elevate Inc.' },
  { right: 'Saarthi, Saarthi mentoring', wrong: 'Sarthi, SAARTHI, saarthi programme' },
  { right: 'hackathon (in copy)', wrong: 'drill — it is an internal word used only in web addresses' },
];

const DoDont = ({ items, good }: { items: string[]; good: boolean }) => (
  <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {items.map((item) => (
      <Stack component="li" key={item} direction="row" spacing={1.25}>
        {good ? (
          <CheckCircleOutlinedIcon color="success" aria-hidden sx={{ flexShrink: 0, mt: 0.25 }} />
        ) : (
          <CancelOutlinedIcon color="error" aria-hidden sx={{ flexShrink: 0, mt: 0.25 }} />
        )}
        <Typography>{item}</Typography>
      </Stack>
    ))}
  </Stack>
);

const DoDontGrid = ({ rules }: { rules: { do: string[]; dont: string[] } }) => (
  <Grid container spacing={3}>
    <Grid size={{ xs: 12, md: 6 }}>
      <Card sx={{ height: '100%', borderTop: 4, borderTopColor: 'success.main' }}>
        <CardContent>
          <Typography variant="h4" component="h3" gutterBottom>
            Do
          </Typography>
          <DoDont items={rules.do} good />
        </CardContent>
      </Card>
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <Card sx={{ height: '100%', borderTop: 4, borderTopColor: 'error.main' }}>
        <CardContent>
          <Typography variant="h4" component="h3" gutterBottom>
            Don&apos;t
          </Typography>
          <DoDont items={rules.dont} good={false} />
        </CardContent>
      </Card>
    </Grid>
  </Grid>
);

const Lockup = ({ dark }: { dark?: boolean }) => (
  <Box
    role="img"
    aria-label={`Elevate logo on a ${dark ? 'dark Ink' : 'white'} background`}
    sx={{
      bgcolor: dark ? '#151a2d' : '#ffffff',
      color: dark ? '#ffffff' : '#151a2d',
      border: 1,
      borderColor: 'divider',
      borderRadius: 2,
      p: { xs: 3, sm: 5 },
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1.5,
    }}
  >
    <BrandMark size={56} />
    <Box component="span" sx={{ fontWeight: 800, fontSize: '2rem', letterSpacing: '-0.02em' }}>
      Elevate
    </Box>
  </Box>
);

export const BrandGuidelinesPage = () => {
  usePageTitle('Brand guidelines');

  return (
    <>
      <PageHero eyebrow="Brand guidelines" title="How to use the Elevate name, logo and colours">
        For partners, colleges, journalists and our own team. If you need something not covered here, such as
        high-resolution files or co-branding approval, write to{' '}
        <Link href="mailto:hello@elevatecareers.in">hello@elevatecareers.in</Link>.
      </PageHero>

      <Section
        id="logo"
        title="Logo"
        intro="The mark is a rising chevron in Saffron over an Indigo tile, with a white dot for the person at its base: someone on their way up."
      >
        <Grid container spacing={3} sx={{ mb: 4 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Lockup />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Lockup dark />
          </Grid>
        </Grid>
        <DoDontGrid rules={LOGO_RULES} />
      </Section>

      <Section id="clear-space" title="Clear space and minimum size" muted>
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Box
                role="img"
                aria-label="The Elevate mark with clear space equal to half its height on every side"
                sx={{
                  p: '32px',
                  border: '2px dashed',
                  borderColor: 'primary.main',
                  borderRadius: 1,
                  bgcolor: 'background.paper',
                  lineHeight: 0,
                }}
              >
                <BrandMark size={64} />
              </Box>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography sx={{ mb: 2 }}>
              Leave clear space around the logo equal to at least half the height of the mark on every side. Keep text,
              other logos and the edges of the page or screen outside this area.
            </Typography>
            <Typography>
              The smallest the full logo should appear is 24 px tall on screens and 8 mm tall in print. Below that, use
              the mark on its own, never smaller than 16 px.
            </Typography>
          </Grid>
        </Grid>
      </Section>

      <Section
        id="colours"
        title="Colour palette"
        intro="Indigo leads. Saffron is an accent, used sparingly. Check contrast whenever you put text on colour."
      >
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {COLOURS.map((c) => (
            <Grid key={c.name} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <Card sx={{ height: '100%' }}>
                <Box aria-hidden sx={{ height: 96, bgcolor: c.hex, borderBottom: 1, borderColor: 'divider' }} />
                <CardContent>
                  <Typography variant="h4" component="h3">
                    {c.name}
                  </Typography>
                  <Typography
                    component="p"
                    sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 600, my: 0.5 }}
                  >
                    {c.hex}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {c.use}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="typography" title="Typography" muted>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography sx={{ mb: 2 }}>
              We use <strong>Inter</strong> for everything, with the system sans-serif font as a fallback. Headings are
              Extra Bold (800) with slightly tight letter spacing; body text is Regular (400); buttons and labels are
              Semi Bold (600) in sentence case.
            </Typography>
            <Typography>
              Write headings in sentence case — “Host a hackathon”, not “Host A Hackathon” — and never set whole words
              in capitals.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card>
              <CardContent>
                <Stack spacing={2}>
                  <Typography
                    component="p"
                    sx={{
                      fontSize: { xs: '1.9rem', md: '2.4rem' },
                      fontWeight: 800,
                      letterSpacing: '-0.02em',
                      lineHeight: 1.15,
                    }}
                  >
                    Find your first job
                  </Typography>
                  <Typography component="p" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
                    Shortlisted for the prototype phase
                  </Typography>
                  <Typography component="p">
                    Applications close on 14 March. You will hear from the hiring team within 14 days.
                  </Typography>
                  <Typography component="p" sx={{ fontWeight: 600, color: 'primary.main' }}>
                    Apply now
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Section>

      <Section
        id="tone-of-voice"
        title="Tone of voice"
        intro="We sound like a helpful senior from college: warm, straight-talking and on your side."
      >
        <DoDontGrid rules={VOICE} />
      </Section>

      <Section
        id="name-usage"
        title="Using our name"
        muted
        intro="Our name is “Elevate”, with a capital E and the rest in lower case — never “ELEVATE”, even in headlines or where a partner’s style puts everything in capitals."
      >
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: '1rem',
            '& th, & td': { textAlign: 'left', p: 1.5, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Write</th>
              <th scope="col">Not</th>
            </tr>
          </thead>
          <tbody>
            {NAMES.map((n) => (
              <tr key={n.right}>
                <td>
                  <strong>{n.right}</strong>
                </td>
                <td>{n.wrong}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Section>
    </>
  );
};

export default BrandGuidelinesPage;
