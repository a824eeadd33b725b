import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** How Saarthi mentoring works, in the order a mentee meets it. */
export const PROGRAMME_STEPS = [
  { title: 'Find a mentor', body: 'Filter by domain, company, experience and language, and read their profile.' },
  { title: 'Request with your goals', body: 'Tell them about yourself and list what you want to achieve together.' },
  { title: 'The mentor accepts', body: 'Mentors take only as many mentees as they can give real time to.' },
  { title: 'Book sessions', body: 'Pick a time from their calendar, shown in your own time zone, with an invite.' },
  { title: 'Keep shared notes', body: 'Both of you write notes for each session and tick off goals as you go.' },
  { title: 'Give feedback', body: 'When the mentorship ends, rate it, so others can find good mentors.' },
] as const;

export const ProgrammeSteps = () => (
  <Box
    component="ol"
    aria-label="How it works"
    sx={{
      p: 0,
      m: 0,
      listStyle: 'none',
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
    }}
  >
    {PROGRAMME_STEPS.map((step, i) => (
      <Card component="li" variant="outlined" key={step.title}>
        <CardContent>
          <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700 }}>
            Step {i + 1}
          </Typography>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {step.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {step.body}
          </Typography>
        </CardContent>
      </Card>
    ))}
  </Box>
);
