import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleDrill } from '@elevate/contracts/console/console-drill.schema';
import { drillChecklistOf } from '@elevate/contracts/console/console-drill.schema';
import { toast } from '@/lib/toast';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { HackathonConsoleFrame } from './hackathon-console-frame';

const complete = {
  description: '<p>Rivers</p>',
  eligibility: '<p>All</p>',
  logoUrl: '/uploads/u/logo.png',
  phaseCount: 1,
  startDt: '2027-01-10T04:30:00.000Z',
  registrationEndDt: '2027-01-20T12:30:00.000Z',
  endDt: '2027-02-01T12:30:00.000Z',
  totalPrizeValue: 0,
  prizeCount: 0,
};

const drill = (over: Partial<ConsoleDrill> = {}, checklist = drillChecklistOf(complete)): ConsoleDrill => ({
  drillId: 12,
  partnerId: 3,
  programType: 'hackathon',
  name: 'Kaveri Green Build',
  custUrl: 'kaveri-green-build',
  logoUrl: complete.logoUrl,
  bannerUrl: null,
  partnerName: 'Kaveri Analytics',
  location: 'Bengaluru',
  purpose: '',
  nature: 'online',
  startDt: complete.startDt,
  registrationEndDt: complete.registrationEndDt,
  endDt: complete.endDt,
  teamMin: 1,
  teamMax: 4,
  totalPrizeValue: 0,
  prizes: [],
  registrationCountVisible: true,
  description: complete.description,
  eligibility: complete.eligibility,
  guidelines: '',
  domain: '',
  industry: '',
  audience: 'everyone',
  schedule: [],
  socialLinks: [],
  faqs: [],
  isPublished: false,
  overviewSectionComplete: true,
  checklist,
  phaseCount: 1,
  registrations: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const ok = (result: unknown, message?: string) => [200, { httpStatus: 200, message, result }] as const;

describe('hackathon console frame', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it("shows the hackathon's name and state, and lists what is missing instead of publishing", async () => {
    signIn(buildSession({ role: 'employer' }));
    const missing = drillChecklistOf({ ...complete, logoUrl: null, phaseCount: 0 });
    const api = mockApi({ 'GET /api/console/drills/12': [...ok(drill({ logoUrl: null, phaseCount: 0 }, missing))] });
    renderAt(<HackathonConsoleFrame drillId={12}>Details</HackathonConsoleFrame>, '/console/hackathons/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaveri Green Build' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View public page.*kaveri-green-build/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not ready to publish yet' });
    expect(within(dialog).getByText('Upload a logo')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one phase')).toBeInTheDocument();
    expect(within(dialog).queryByText('Write the description')).not.toBeInTheDocument();
    expect(callsTo(api, 'POST /api/console/drills/12/publish')).toHaveLength(0);
  });

  it('publishes a complete hackathon after confirming, then offers its public page', async () => {
    signIn(buildSession({ role: 'employer' }));
    const api = mockApi({
      'GET /api/console/drills/12': [...ok(drill())],
      'POST /api/console/drills/12/publish': [...ok(drill({ isPublished: true }), 'Hackathon published')],
    });
    renderAt(<HackathonConsoleFrame drillId={12}>Details</HackathonConsoleFrame>, '/console/hackathons/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publish this hackathon?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/console/drills/12/publish')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View public page/, hidden: false })).toBeInTheDocument();
  });
});
