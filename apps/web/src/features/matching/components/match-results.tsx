import { useEffect, useRef } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchResult } from '@elevate/contracts/matching/matching.schema';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import { EmptyState } from '@/components/empty-state';
import { JobMatchCard } from './job-match-card';
import { ParsedResumeSummary } from './parsed-resume-summary';

/**
 * What the resume gave: what was read, then the ranked jobs with their reasons. Focus moves to the results'
 * heading when they arrive, so a screen reader user hears them without hunting.
 */
export const MatchResults = ({ result }: { result: MatchResult }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  const { resume, matches } = result;
  const noSkills = resume.skills.length === 0;

  return (
    <Stack spacing={3}>
      <ParsedResumeSummary resume={resume} />
      <section aria-labelledby="matched-jobs">
        <Typography
          id="matched-jobs"
          ref={heading}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.35rem', mb: 0.5, '&:focus': { outline: 'none' } }}
        >
          {matches.length > 0
            ? `${matches.length} matching job${matches.length === 1 ? '' : 's'}`
            : 'No matching jobs yet'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Ranked by how well your resume fits, out of {result.jobsConsidered.toLocaleString('en-IN')} open jobs.
        </Typography>
        {matches.length > 0 ? (
          <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {matches.map((m, i) => (
              <li key={m.job.jobId}>
                <JobMatchCard match={m} rank={i + 1} />
              </li>
            ))}
          </Stack>
        ) : (
          <EmptyState title={noSkills ? 'No skills found' : 'No open jobs match this resume yet'}>
            {noSkills
              ? MatchingMessages.noSkillsFound
              : 'Add the tools and subjects you know to your resume, or come back as new jobs are posted.'}
          </EmptyState>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          Scored with {result.scoringVersion}; resume read with {resume.parserVersion}.
        </Typography>
      </section>
    </Stack>
  );
};
