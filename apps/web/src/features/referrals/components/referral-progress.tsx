import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@elevate/contracts/common/format';
import { milestoneSteps, type ReferralProgress as Progress } from '@elevate/contracts/referrals/referral.format';

/**
 * A friend's four milestones (joined, email verified, profile over 60 %, first application) as a stepper:
 * done ones ticked with their date where there is one. Labels sit under the steps, so four fit across a phone.
 */
export const ReferralProgress = ({ progress, name }: { progress: Progress; name: string }) => {
  const steps = milestoneSteps(progress);
  const reached = steps.filter((s) => s.done).length;
  return (
    <Stepper
      nonLinear
      activeStep={-1}
      alternativeLabel
      // MUI draws the stepper as an ordered list (ol/li, connectors inside the items): the label names it.
      aria-label={`Progress of ${name}: ${reached} of ${steps.length} milestones`}
      sx={{
        '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' }, mt: { xs: 0.5, sm: 1 } },
        '& .MuiStep-root': { px: { xs: 0.25, sm: 1 } },
      }}
    >
      {steps.map((s) => (
        <Step key={s.key} completed={s.done}>
          <StepLabel
            optional={
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', fontSize: { xs: '0.7rem', sm: '0.75rem' } }}
              >
                {s.done ? (s.at ? formatDate(s.at) : 'Done') : 'Not yet'}
              </Typography>
            }
          >
            {/* "60 %" stays on one line. */}
            {s.label.replace(/ %$/, '\u00a0%')}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
