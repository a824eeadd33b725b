import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParsedResume, ParseWarning } from '@elevate/contracts/matching/parse.schema';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';

/** A parse warning in plain words. */
export const warningWords = (warning: ParseWarning, resume: ParsedResume) =>
  ({
    scanned: MatchingMessages.scanned,
    'two-column': MatchingMessages.twoColumn,
    truncated: MatchingMessages.truncated(resume.layout.pagesRead),
  })[warning];

export const experienceLine = (months: number | null) => {
  if (months === null) return 'No work dates found';
  if (months < 12) return `${months} month${months === 1 ? '' : 's'}`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return `${years} year${years === 1 ? '' : 's'}${rest ? ` ${rest} month${rest === 1 ? '' : 's'}` : ''}`;
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
      {value}
    </Typography>
  </Box>
);

/** What we read from the resume: name, experience, city, the skills found, and any warning in plain words. */
export const ParsedResumeSummary = ({ resume }: { resume: ParsedResume }) => (
  <Paper variant="outlined" component="section" aria-labelledby="what-we-read" sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography id="what-we-read" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
      What we read from your resume
    </Typography>
    <Stack spacing={1} sx={{ mb: resume.warnings.length ? 2 : 0 }}>
      {resume.warnings.map((w) => (
        <Alert key={w} severity="warning">
          {warningWords(w, resume)}
        </Alert>
      ))}
    </Stack>
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <Fact label="Name" value={resume.name?.value ?? 'Not found'} />
      <Fact label="Experience" value={experienceLine(resume.experienceMonths)} />
      <Fact label="City" value={[resume.city?.value, resume.state?.value].filter(Boolean).join(', ') || 'Not found'} />
    </Box>
    <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.75 }}>
      Skills found ({resume.skills.length})
    </Typography>
    {resume.skills.length > 0 ? (
      <Box
        component="ul"
        aria-label="Skills found"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {resume.skills.map((s) => (
          <Box
            component="li"
            key={s.name}
            sx={{ px: 1, py: 0.25, borderRadius: 4, border: 1, borderColor: 'divider', fontSize: '0.8125rem' }}
          >
            {s.name}
          </Box>
        ))}
      </Box>
    ) : (
      <Typography variant="body2">{MatchingMessages.noSkillsFound}</Typography>
    )}
  </Paper>
);
