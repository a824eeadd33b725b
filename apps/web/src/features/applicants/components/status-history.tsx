import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApplicationStatusEntry } from '@elevate/contracts/applications/application.schema';
import { formatDate } from '@elevate/contracts/common/format';
import { StatusChip } from './status-chip';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hour12: true });

/** Every status the application has been in, oldest first, with who moved it, when, and their note. */
export const StatusHistory = ({ entries }: { entries: ApplicationStatusEntry[] }) => (
  <Box component="ol" aria-label="Status history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {entries.map((e, i) => {
      const last = i === entries.length - 1;
      return (
        <Box
          component="li"
          key={`${e.updatedRecordOnTs}-${i}`}
          aria-current={last ? 'step' : undefined}
          sx={{
            position: 'relative',
            pl: 3,
            pb: last ? 0 : 2.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 6,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: last ? 'primary.main' : 'text.disabled',
            },
            '&::after': last
              ? undefined
              : { content: '""', position: 'absolute', left: 10, top: 20, bottom: 0, width: 2, bgcolor: 'divider' },
          }}
        >
          <StatusChip status={e.statusValue} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {formatDate(e.updatedStatusOnTs)}, {timeOf(e.updatedStatusOnTs)} · by {e.updatedBy}
          </Typography>
          {e.feedback ? (
            <Typography
              variant="body2"
              sx={{
                mt: 0.75,
                p: 1.25,
                bgcolor: 'action.hover',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {e.feedback}
            </Typography>
          ) : null}
        </Box>
      );
    })}
  </Box>
);
