import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import { spanStatus } from '@elevate/contracts/drills/drill-format';
import { DRILL_STATUS_LABELS, type DrillStatus } from '@elevate/contracts/drills/drill-search.constants';
import { RichTextBlock } from '@/components/rich-text-block';
import { DrillDateTime } from './drill-date';
import { hasText } from './drill-sections';

const KIND_LABELS: Record<DrillPhase['kind'], string> = { idea: 'Idea submission', solution: 'Solution submission' };

const dotColour: Record<DrillStatus, string> = { live: 'success.main', upcoming: 'info.main', ended: 'text.disabled' };

/**
 * The phases in order on a vertical line: each phase's name, what is submitted in it, its window in the viewer's
 * zone, and whether it is upcoming, live or over at `now` (the server's clock).
 */
export const PhasesTimeline = ({ phases, now }: { phases: readonly DrillPhase[]; now: Date }) => (
  <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {phases.map((phase, i) => {
      const status = spanStatus(phase.phaseStartDt, phase.phaseEndDt, now);
      const last = i === phases.length - 1;
      return (
        <Box component="li" key={phase.phaseId} sx={{ display: 'flex', gap: 2 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }} aria-hidden>
            <Box
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: dotColour[status],
                boxShadow: status === 'live' ? '0 0 0 4px rgba(46,125,50,0.25)' : 'none',
              }}
            />
            {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
          </Box>
          <Box sx={{ pb: last ? 0 : 3, minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                {phase.phase}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                sx={{ fontWeight: 700, color: status === 'live' ? 'success.main' : 'text.secondary' }}
              >
                {DRILL_STATUS_LABELS[status]}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {KIND_LABELS[phase.kind]}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              <DrillDateTime value={phase.phaseStartDt} /> to <DrillDateTime value={phase.phaseEndDt} />
            </Typography>
            {hasText(phase.description) ? (
              <Box sx={{ mt: 0.75, color: 'text.secondary' }}>
                <RichTextBlock html={phase.description} />
              </Box>
            ) : null}
          </Box>
        </Box>
      );
    })}
  </Box>
);
