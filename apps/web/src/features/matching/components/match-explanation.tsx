import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchExplanation as MatchExplanationData } from '@elevate/contracts/matching/matching.schema';
import { SCORE_WEIGHTS } from '@elevate/contracts/matching/matching.constants';

/** Candidates read "your resume"; employers read "their resume" about an applicant. */
export type MatchAudience = 'candidate' | 'employer';

const chipSx = {
  display: 'inline-block',
  px: 1,
  py: 0.25,
  borderRadius: 4,
  border: 1,
  fontSize: '0.8125rem',
  lineHeight: 1.6,
} as const;

const SkillChips = ({ items, label, filled }: { items: string[]; label: string; filled?: boolean }) =>
  items.length === 0 ? null : (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {items.map((s) => (
        <Box
          component="li"
          key={s}
          sx={
            filled
              ? { ...chipSx, bgcolor: 'success.main', color: 'success.contrastText', borderColor: 'success.main' }
              : { ...chipSx, borderColor: 'divider', color: 'text.primary' }
          }
        >
          {s}
        </Box>
      ))}
    </Box>
  );

const scoreColor = (score: number) => (score >= 70 ? 'success' : score >= 40 ? 'warning' : 'error');

/** "78% match" as a ring (full) or a bar (compact); the words are the accessible name either way. */
export const MatchScore = ({ score, compact }: { score: number; compact?: boolean }) => {
  const value = Math.round(score);
  const label = `${value}% match`;
  if (compact)
    return (
      <Box sx={{ minWidth: 120 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={value}
          color={scoreColor(value)}
          aria-label={label}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
    );
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }} role="img" aria-label={label}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={88}
        thickness={4}
        sx={{ color: 'action.hover', position: 'absolute' }}
        aria-hidden
      />
      <CircularProgress
        variant="determinate"
        value={value}
        size={88}
        thickness={4}
        color={scoreColor(value)}
        aria-hidden
      />
      <Box
        aria-hidden
        sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: '1.35rem', lineHeight: 1, textAlign: 'center' }}>
          {value}%
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          match
        </Typography>
      </Box>
    </Box>
  );
};

const years = (months: number) => {
  const y = Math.round((months / 12) * 10) / 10;
  return `${y} year${y === 1 ? '' : 's'}`;
};

const jobRange = (min: number | null, max: number | null) => {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min !== max) return `${min}–${max} years`;
  const one = min ?? max ?? 0;
  return `${one} year${one === 1 ? '' : 's'}`;
};

/** Experience fit in words: "2.5 years; the job asks for 1–3 years." */
export const experienceWords = (e: MatchExplanationData['experience'], audience: MatchAudience) => {
  const range = jobRange(e.jobMinYears, e.jobMaxYears);
  const who = audience === 'candidate' ? 'your resume' : 'the resume';
  const has = e.candidateMonths === null ? `No work dates found on ${who}` : years(e.candidateMonths);
  const asks = range ? `the job asks for ${range}` : 'the job sets no experience range';
  const verdict = {
    within: 'within the range',
    below: 'below the range',
    above: 'more than the range',
    unknown: 'not compared',
  }[e.fit];
  return `${has}; ${asks} (${verdict}).`;
};

/** Location fit in words. */
export const locationWords = (l: MatchExplanationData['location'], audience: MatchAudience) => {
  const where = audience === 'candidate' ? 'You are' : 'The candidate is';
  switch (l.fit) {
    case 'same-city':
      return `${where} in ${l.candidateCity ?? 'the same city'}, where the job is.`;
    case 'remote':
      return 'The job is remote, so it can be done from anywhere.';
    case 'other-city':
      return `${where} in ${l.candidateCity ?? 'another city'}; the job is elsewhere.`;
    default:
      return 'No city found to compare with the job location.';
  }
};

const Part = ({
  title,
  points,
  max,
  children,
}: {
  title: string;
  points: number;
  max: number;
  children: ReactNode;
}) => (
  <Box component="section" aria-label={title}>
    <Typography variant="subtitle2" component="h4">
      {title}{' '}
      <Typography component="span" variant="caption" color="text.secondary">
        ({Math.round(points)} of {max} points)
      </Typography>
    </Typography>
    <Box sx={{ mt: 0.5 }}>{children}</Box>
  </Box>
);

/**
 * Why a match scores what it does (issue 15): the score, the job's skills this resume has, the ones it lacks
 * (split into "on your profile, add to your resume" and real gaps), experience and location fit, and what would
 * raise the score. `compact` is for lists: the score bar, matched skills and the top improvement.
 */
export const MatchExplanation = ({
  explanation,
  score,
  compact,
  audience = 'candidate',
}: {
  explanation: MatchExplanationData;
  score: number;
  compact?: boolean;
  audience?: MatchAudience;
}) => {
  const { skills, experience, location, improvements } = explanation;
  const candidate = audience === 'candidate';
  if (compact)
    return (
      <Stack spacing={1}>
        <MatchScore score={score} compact />
        <SkillChips items={skills.matched} label="Matched skills" filled />
        {candidate && improvements[0] ? (
          <Typography variant="body2" color="text.secondary">
            {improvements[0].text}: +{Math.round(improvements[0].gain)} points
          </Typography>
        ) : null}
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MatchScore score={score} />
        <Typography variant="body2" color="text.secondary">
          Skills count for {SCORE_WEIGHTS.skills} points, experience for {SCORE_WEIGHTS.experience} and location for{' '}
          {SCORE_WEIGHTS.location}.
        </Typography>
      </Stack>
      <Part title="Skills" points={skills.points} max={SCORE_WEIGHTS.skills}>
        <Stack spacing={1}>
          {skills.matched.length > 0 ? (
            <>
              <Typography variant="body2">{candidate ? 'You have' : 'Has'}:</Typography>
              <SkillChips items={skills.matched} label="Matched skills" filled />
            </>
          ) : (
            <Typography variant="body2">
              {candidate
                ? 'None of the job’s skills were found on your resume.'
                : 'None of the job’s skills were found on this applicant’s resume or profile.'}
            </Typography>
          )}
          {skills.missingOnProfile.length > 0 ? (
            <>
              <Typography variant="body2">
                {candidate ? 'On your profile — add to your resume:' : 'On their profile but not on this resume:'}
              </Typography>
              <SkillChips
                items={skills.missingOnProfile}
                label={candidate ? 'On your profile — add to your resume' : 'On their profile, not on the resume'}
              />
            </>
          ) : null}
          {skills.missingGaps.length > 0 ? (
            <>
              <Typography variant="body2">{candidate ? 'Skills to learn:' : 'Missing skills:'}</Typography>
              <SkillChips items={skills.missingGaps} label={candidate ? 'Skills to learn' : 'Missing skills'} />
            </>
          ) : null}
        </Stack>
      </Part>
      <Part title="Experience" points={experience.points} max={SCORE_WEIGHTS.experience}>
        <Typography variant="body2">{experienceWords(experience, audience)}</Typography>
      </Part>
      <Part title="Location" points={location.points} max={SCORE_WEIGHTS.location}>
        <Typography variant="body2">{locationWords(location, audience)}</Typography>
      </Part>
      {/* Advice is for the candidate; an employer sees the facts above, not tips addressed to someone else. */}
      {candidate && improvements.length > 0 ? (
        <Box component="section" aria-label="How to raise your score">
          <Typography variant="subtitle2" component="h4">
            How to raise your score
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {improvements.map((i) => (
              <Typography component="li" variant="body2" key={i.text}>
                {i.text}: +{Math.round(i.gain)} points
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
};
