import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchResult } from '@elevate/contracts/matching/matching.schema';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import { buildJobCard } from '@/features/jobs/testing/job-builders';
import { endSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { failWith, mockApiWithUploads, ok } from '@/testing/api-double';
import { renderAt, signIn } from '@/testing/render';
import { ResumeMatchingPage } from './resume-matching-page';

const resume: ParsedResume = {
  parserVersion: 'parse-1.0.0',
  layout: { pages: 1, pagesRead: 1, columns: 2, scanned: false },
  warnings: ['two-column'],
  name: { value: 'Priya Sharma', confidence: 0.95 },
  email: { value: 'priya@example.in', confidence: 0.99 },
  phone: null,
  links: [],
  city: { value: 'Pune', confidence: 0.9 },
  state: { value: 'Maharashtra', confidence: 0.8 },
  education: [],
  work: [],
  projects: [],
  skills: [
    { name: 'React', source: 'skills-section', confidence: 0.95 },
    { name: 'TypeScript', source: 'skills-section', confidence: 0.95 },
  ],
  experienceMonths: 30,
};

const result: MatchResult = {
  scoringVersion: 'match-1.0.0',
  resume,
  jobsConsidered: 42,
  matches: [
    {
      job: buildJobCard({ jobId: 8, jobTitle: 'React Developer', custUrl: 'react-developer-8' }),
      score: 81,
      explanation: {
        skills: { matched: ['React', 'TypeScript'], missingOnProfile: [], missingGaps: ['Docker'], points: 51 },
        experience: { candidateMonths: 30, jobMinYears: 1, jobMaxYears: 3, fit: 'within', points: 20 },
        location: { candidateCity: 'Pune', fit: 'same-city', points: 10 },
        improvements: [{ text: 'Learn Docker', gain: 9 }],
      },
    },
  ],
};

const MATCH = 'POST /api/ai/resume/matching/request';
const pdf = (name = 'resume.pdf', size = 2000) =>
  new File([new Uint8Array(size)], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'text/plain' });

describe('/resume-matching', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      endSession();
      toast.dismiss();
    });
  });

  it('refuses a file that is not a PDF or is over 2 MB, with the spec words, without sending it', async () => {
    const api = mockApiWithUploads({ [MATCH]: ok(result) });
    renderAt(<ResumeMatchingPage />, '/resume-matching');
    const input = screen.getByLabelText('Resume file');
    await userEvent.upload(input, pdf('resume.docx'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(MatchingMessages.resumeType);
    await userEvent.upload(input, pdf('big.pdf', 2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(MatchingMessages.tooLarge);
    expect(api.callsTo(MATCH)).toHaveLength(0);
  });

  it('sends the PDF as the raw body and shows what was read and the ranked jobs with their reasons', async () => {
    const api = mockApiWithUploads({ [MATCH]: ok(result) });
    renderAt(<ResumeMatchingPage />, '/resume-matching');
    expect(screen.getByText(/read for this request only and is not kept/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my profile resume' })).not.toBeInTheDocument();
    const file = pdf();
    await userEvent.upload(screen.getByLabelText('Resume file'), file);

    expect(await screen.findByRole('heading', { name: '1 matching job' })).toBeInTheDocument();
    expect(api.callsTo(MATCH)[0]?.body).toBe(file);
    const read = within(screen.getByRole('region', { name: 'What we read from your resume' }));
    expect(read.getByText('Priya Sharma')).toBeInTheDocument();
    expect(read.getByText('2 years 6 months')).toBeInTheDocument();
    expect(read.getByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(read.getByText(MatchingMessages.twoColumn)).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: /React Developer/ }));
    expect(card.getByRole('progressbar', { name: '81% match' })).toBeInTheDocument();
    expect(card.getByText('Learn Docker: +9 points')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View job' })).toHaveAttribute('href', '/jobs/react-developer-8');
    await userEvent.click(card.getByRole('button', { name: 'Why this score' }));
    expect(card.getByRole('list', { name: 'Skills to learn' })).toHaveTextContent('Docker');
    expect(screen.getByText(/Scored with match-1.0.0/)).toBeInTheDocument();
  });

  it('says so when no skills were found and nothing matched', async () => {
    mockApiWithUploads({ [MATCH]: ok({ ...result, resume: { ...resume, skills: [] }, matches: [] }) });
    renderAt(<ResumeMatchingPage />, '/resume-matching');
    await userEvent.upload(screen.getByLabelText('Resume file'), pdf());
    expect(await screen.findByRole('heading', { name: 'No matching jobs yet' })).toBeInTheDocument();
    expect(screen.getAllByText(MatchingMessages.noSkillsFound).length).toBeGreaterThan(0);
  });

  it("shows the server's words when the PDF cannot be read", async () => {
    mockApiWithUploads({ [MATCH]: failWith(400, 'WUE-4000', MatchingMessages.unreadable) });
    renderAt(<ResumeMatchingPage />, '/resume-matching');
    await userEvent.upload(screen.getByLabelText('Resume file'), pdf());
    expect(await screen.findByText(MatchingMessages.unreadable)).toBeInTheDocument();
  });

  it('signed in, matches the profile resume with a JSON request', async () => {
    signIn();
    const api = mockApiWithUploads({ [MATCH]: ok(result) });
    renderAt(<ResumeMatchingPage />, '/resume-matching');
    await userEvent.click(screen.getByRole('button', { name: 'Use my profile resume' }));
    expect(await screen.findByRole('heading', { name: '1 matching job' })).toBeInTheDocument();
    expect(api.callsTo(MATCH)[0]?.body).toEqual({ source: 'profile' });
  });

  it('signed in, says there is no resume on the profile when there is none', async () => {
    signIn();
    mockApiWithUploads({ [MATCH]: failWith(404, 'WUE-4040', MatchingMessages.noResumeOnProfile) });
    renderAt(<ResumeMatchingPage />, '/resume-matching');
    await userEvent.click(screen.getByRole('button', { name: 'Use my profile resume' }));
    expect(await screen.findByText(MatchingMessages.noResumeOnProfile)).toBeInTheDocument();
  });
});
