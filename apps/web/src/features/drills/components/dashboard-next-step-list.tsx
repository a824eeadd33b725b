import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import type { NextStep } from './dashboard-next-steps';
import { DrillDateTime } from './drill-date';

const icons: Record<NextStep['tone'], { icon: typeof ScheduleIcon; colour: string; label: string }> = {
  action: { icon: PlayCircleOutlineIcon, colour: 'primary.main', label: 'To do' },
  waiting: { icon: ScheduleIcon, colour: 'text.secondary', label: 'Coming up' },
  done: { icon: CheckCircleOutlineIcon, colour: 'success.main', label: 'Done' },
  warning: { icon: ErrorOutlineIcon, colour: 'warning.main', label: 'Needs attention' },
};

/** Scrolls to a section (the results, the outcomes) and moves the focus there, for keyboard and screen readers too. */
const showSection = (id: string) => {
  const heading = document.getElementById(`${id}-title`);
  heading?.closest('section')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
};

/** "What to do next": each step with its date in the viewer's zone and a button to where it is done. */
export const NextStepList = ({
  steps,
  pathOf,
}: {
  steps: readonly NextStep[];
  pathOf: (phase: DrillPhase) => string;
}) => (
  <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="What to do next">
    {steps.map((step) => {
      const { icon: Icon, colour, label } = icons[step.tone];
      return (
        <Box component="li" key={step.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Icon sx={{ color: colour, mt: 0.25 }} titleAccess={label} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
            {step.when ? (
              <Typography variant="body2">
                {step.when.label} <DrillDateTime value={step.when.at} />
              </Typography>
            ) : null}
            {step.detail ? (
              <Typography variant="body2" color="text.secondary">
                {step.detail}
              </Typography>
            ) : null}
          </Box>
          {step.link?.to === 'phase' ? (
            <Button
              component={RouterLink}
              to={pathOf(step.link.phase)}
              size="small"
              variant={step.tone === 'action' ? 'contained' : 'text'}
              sx={{ flexShrink: 0 }}
            >
              {step.link.label}
            </Button>
          ) : step.link ? (
            <Button
              href={`#${step.link.to}`}
              onClick={(e) => {
                e.preventDefault();
                if (step.link) showSection(step.link.to);
              }}
              size="small"
              variant={step.tone === 'action' ? 'contained' : 'text'}
              sx={{ flexShrink: 0 }}
            >
              {step.link.label}
            </Button>
          ) : null}
        </Box>
      );
    })}
  </Stack>
);
