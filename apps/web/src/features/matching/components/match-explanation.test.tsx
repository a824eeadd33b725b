import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchExplanation as MatchExplanationData } from '@elevate/contracts/matching/matching.schema';
import { MatchExplanation } from './match-explanation';

const explanation: MatchExplanationData = {
  skills: { matched: ['React', 'TypeScript'], missingOnProfile: ['Docker'], missingGaps: ['Kubernetes'], points: 35 },
  experience: { candidateMonths: 30, jobMinYears: 1, jobMaxYears: 3, fit: 'within', points: 20 },
  location: { candidateCity: 'Pune', fit: 'same-city', points: 10 },
  improvements: [
    { text: 'Add Docker to your resume', gain: 6 },
    { text: 'Learn Kubernetes', gain: 4 },
  ],
};

describe('MatchExplanation', () => {
  it('tells a candidate the score, what matched, what to add to the resume and what to learn', () => {
    render(<MatchExplanation explanation={explanation} score={78.4} />);
    expect(screen.getByRole('img', { name: '78% match' })).toBeInTheDocument();
    const matched = within(screen.getByRole('list', { name: 'Matched skills' }));
    expect(matched.getByText('React')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'On your profile — add to your resume' })).getByText('Docker'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Skills to learn' })).getByText('Kubernetes')).toBeInTheDocument();
    expect(screen.getByText('2.5 years; the job asks for 1–3 years (within the range).')).toBeInTheDocument();
    expect(screen.getByText('You are in Pune, where the job is.')).toBeInTheDocument();
    expect(screen.getByText('Add Docker to your resume: +6 points')).toBeInTheDocument();
  });

  it('speaks of the candidate in the third person to an employer', () => {
    render(<MatchExplanation explanation={explanation} score={78} audience="employer" />);
    expect(screen.getByRole('list', { name: 'Missing skills' })).toBeInTheDocument();
    expect(screen.queryByText('Skills to learn:')).not.toBeInTheDocument();
    expect(screen.getByText('The candidate is in Pune, where the job is.')).toBeInTheDocument();
  });

  it('gives an employer the facts without the tips addressed to the candidate', () => {
    const { unmount } = render(<MatchExplanation explanation={explanation} score={78} audience="employer" />);
    expect(screen.queryByText('Add Docker to your resume: +6 points')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to raise your score' })).not.toBeInTheDocument();
    unmount();
    render(<MatchExplanation explanation={explanation} score={78} audience="employer" compact />);
    expect(screen.queryByText('Add Docker to your resume: +6 points')).not.toBeInTheDocument();
  });

  it('shows only the score bar, matched skills and the best improvement when compact', () => {
    render(<MatchExplanation explanation={explanation} score={78} compact />);
    expect(screen.getByRole('progressbar', { name: '78% match' })).toBeInTheDocument();
    expect(screen.getByText('Add Docker to your resume: +6 points')).toBeInTheDocument();
    expect(screen.queryByText('Learn Kubernetes: +4 points')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Skills to learn' })).not.toBeInTheDocument();
  });
});
