import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyJudgingItem } from '@elevate/contracts/judging/judging.schema';
import { JudgeProgress } from './judge-progress';
import { JudgingStatusChip } from './judging-status-chip';

export const judgingPhasePath = (phaseId: number) => `/judging/phases/${phaseId}`;

/** The hackathons I judge, each with its phases, their judging state and my progress in each. */
export const MyJudgingList = ({ items }: { items: readonly MyJudgingItem[] }) => (
  <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {items.map((item) => (
      <Paper component="li" key={item.judgeId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          {item.logoUrl ? (
            <Box
              component="img"
              src={item.logoUrl}
              alt=""
              sx={{ width: 48, height: 48, objectFit: 'contain', borderRadius: 1 }}
            />
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {item.drillName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Hosted by {item.hostName}
            </Typography>
          </Box>
        </Stack>
        {item.phases.length === 0 ? (
          <Typography color="text.secondary">
            The hosts have not set up judging for any phase yet. You will get a notification when submissions are ready
            for you.
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={`Phases of ${item.drillName}`}
          >
            {item.phases.map((p) => (
              <Box
                component="li"
                key={p.phaseId}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1.2fr) auto' },
                  gap: { xs: 1, sm: 2 },
                  alignItems: 'center',
                  borderTop: 1,
                  borderColor: 'divider',
                  pt: 1.5,
                }}
              >
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
                  <JudgingStatusChip status={p.judgingStatus} />
                </Box>
                <JudgeProgress progress={p.progress} label={p.name} />
                <Button
                  component={RouterLink}
                  to={judgingPhasePath(p.phaseId)}
                  variant={
                    p.judgingStatus === 'open' && p.progress.submitted < p.progress.assigned ? 'contained' : 'outlined'
                  }
                  aria-label={`${p.judgingStatus === 'open' ? 'Review' : 'See'} submissions of ${p.name}, ${item.drillName}`}
                >
                  {p.judgingStatus === 'open' ? 'Review' : 'See submissions'}
                </Button>
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
    ))}
  </Stack>
);
