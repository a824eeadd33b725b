import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FINAL_APPLICATION_STATUSES } from '@elevate/contracts/applications/application-status';
import type { Application } from '@elevate/contracts/applications/application.schema';
import { formatDate } from '@elevate/contracts/common/format';
import { statusColor } from './application-status-chip';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });

const dotColor = (color: ReturnType<typeof statusColor>) =>
  color === 'default' || color === undefined ? 'text.secondary' : `${color}.main`;

/**
 * Every status of an application, oldest first, as an ordered list: when, by whom, and the company's
 * feedback. While the application is still moving, a last muted step says whose turn it is.
 */
export const ApplicationTimeline = ({ application }: { application: Application }) => {
  const open = !FINAL_APPLICATION_STATUSES.includes(application.currentStatus);
  const steps = application.status;
  return (
    <Box
      component="ol"
      aria-label={`Status history of your application for ${application.jobTitle}`}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {steps.map((step, i) => {
        const last = i === steps.length - 1 && !open;
        return (
          <Box
            component="li"
            key={`${step.statusValue}-${step.updatedRecordOnTs}`}
            sx={{ display: 'grid', gridTemplateColumns: '20px minmax(0, 1fr)', columnGap: 1.5 }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  mt: 0.75,
                  borderRadius: '50%',
                  bgcolor: dotColor(statusColor(step.statusValue)),
                }}
              />
              {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{step.statusValue}</Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={step.updatedStatusOnTs}>
                  {formatDate(step.updatedStatusOnTs)}, {timeOf(step.updatedStatusOnTs)}
                </time>
                {step.statusValue === 'Applied' ? ' · by you' : ` · by ${step.updatedBy}`}
              </Typography>
              {step.feedback ? (
                <Box
                  component="blockquote"
                  sx={{
                    m: 0,
                    mt: 1,
                    px: 1.5,
                    py: 1,
                    borderLeft: 3,
                    borderColor: 'primary.main',
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                  }}
                >
                  <Typography variant="caption" color="text.secondary" component="p">
                    Feedback from {application.companyName}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {step.feedback}
                  </Typography>
                </Box>
              ) : null}
            </Box>
          </Box>
        );
      })}
      {open ? (
        <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '20px minmax(0, 1fr)', columnGap: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }} aria-hidden>
            <Box
              sx={{ width: 12, height: 12, mt: 0.75, borderRadius: '50%', border: 2, borderColor: 'text.disabled' }}
            />
          </Box>
          <Typography color="text.secondary">
            Next: waiting for {application.companyName} to update your application
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
};
