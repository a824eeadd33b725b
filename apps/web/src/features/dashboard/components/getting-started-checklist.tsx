import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { GettingStartedStep } from '../getting-started';
import { visuallyHidden } from '@/components/visually-hidden';

/** The first-run checklist (getting-started.ts): a few steps, each a link, ticked as they are done. */
export const GettingStartedChecklist = ({ steps }: { steps: GettingStartedStep[] }) => {
  const done = steps.filter((s) => s.done).length;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="getting-started-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography id="getting-started-title" variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        Get started on Elevate
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {done} of {steps.length} done. A few minutes now and jobs start coming to you.
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: `repeat(${steps.length}, minmax(0, 1fr))`,
          },
        }}
      >
        {steps.map((step) => (
          <Box component="li" key={step.key} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            {step.done ? (
              <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" aria-hidden sx={{ mt: 0.25 }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={step.to}
                sx={{ fontWeight: 700, textDecoration: step.done ? 'line-through' : undefined }}
              >
                {step.label}
                {step.done ? (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (done)
                  </Box>
                ) : null}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {step.hint}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
