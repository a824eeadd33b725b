import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@elevate/contracts/common/format';
import { milestoneSteps, type ReferralProgress as Progress } from '@elevate/contracts/referrals/referral.format';

/**
 * A friend's four milestones (joined, email verified, profile over 60 %, first application) as a stepper:
 * done ones ticked with their date where there is one. Across on wide screens, down on phones.
 */
export const ReferralProgress = ({
  progress,
  name,
  vertical,
}: {
  progress: Progress;
  name: string;
  vertical: boolean;
}) => {
  const steps = milestoneSteps(progress);
  const reached = steps.filter((s) => s.done).length;
  return (
    <Stepper
      nonLinear
      activeStep={-1}
      alternativeLabel={!vertical}
      orientation={vertical ? 'vertical' : 'horizontal'}
      // A group, not a list: the stepper puts its connector lines between the steps.
      role="group"
      aria-label={`Progress of ${name}: ${reached} of ${steps.length} milestones`}
      sx={{ '& .MuiStepConnector-line': { minHeight: vertical ? 8 : undefined } }}
    >
      {steps.map((s) => (
        <Step key={s.key} completed={s.done}>
          <StepLabel
            optional={
              <Typography variant="caption" color="text.secondary">
                {s.done ? (s.at ? formatDate(s.at) : 'Done') : 'Not yet'}
              </Typography>
            }
          >
            {s.label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
