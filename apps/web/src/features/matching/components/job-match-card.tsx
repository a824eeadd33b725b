import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useId, useState } from 'react';
import type { JobMatch } from '@elevate/contracts/matching/matching.schema';
import { LogoImage } from '@/components/logo-image';
import { visuallyHidden } from '@/components/visually-hidden';
import { MatchExplanation } from './match-explanation';

/** One ranked job: who and where, the compact score, "Why this score" for the full reasons, and View job. */
export const JobMatchCard = ({ match, rank }: { match: JobMatch; rank: number }) => {
  const { job, score, explanation } = match;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack direction="row" spacing={1.5} sx={{ flexGrow: 1, minWidth: 0, alignItems: 'flex-start' }}>
          <LogoImage src={job.jobImageLink} name={job.partnerDisplayName} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
              <Box component="span" sx={visuallyHidden}>
                {`${rank}. `}
              </Box>
              {job.jobTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {job.partnerDisplayName} · {job.jobType}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{job.jobLocation}</Typography>
            </Stack>
          </Box>
        </Stack>
        <Box sx={{ width: { xs: '100%', sm: 260 }, flexShrink: 0 }}>
          <MatchExplanation explanation={explanation} score={score} compact />
        </Box>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box id={detailsId} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <MatchExplanation explanation={explanation} score={score} />
        </Box>
      </Collapse>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <Button aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide reasons' : 'Why this score'}
        </Button>
        <Button variant="contained" component={RouterLink} to={`/jobs/${job.custUrl}`}>
          View job
        </Button>
      </Stack>
    </Card>
  );
};
