import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildReferral, buildSummary, referralList } from '@/features/referrals/testing/referral-builders';
import { toast } from '@/lib/toast';
import { callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { MyReferralsPage } from './my-referrals-page';

const ok = <T,>(result: T, message?: string, status = 200) =>
  [status, { httpStatus: status, result, message }] as const;

const ravi = buildReferral({
  referralId: 31,
  name: 'Ravi K.',
  maskedEmail: 'r****@g****.com',
  emailVerifiedAt: '2026-11-03T10:00:00.000Z',
});
const sunita = buildReferral({
  referralId: 32,
  name: 'Sunita P.',
  maskedEmail: 's****@o****.in',
  emailVerifiedAt: '2026-11-04T10:00:00.000Z',
  profileOver60: true,
  firstAppliedAt: '2026-11-09T10:00:00.000Z',
});

let writeText: ReturnType<typeof vi.fn>;

describe('/my-referrals', { timeout: 30_000 }, () => {
  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows skeletons, then explains how referring works when no friend has joined yet', async () => {
    signIn();
    mockApi({
      'GET /api/referrals/summary': ok(buildSummary()),
      'GET /api/referrals': ok(referralList([])),
    });
    renderAt(<MyReferralsPage />, '/my-referrals');
    expect(screen.getByRole('status', { name: 'Loading your referrals' })).toBeInTheDocument();
    expect(screen.getAllByTestId('tile-skeleton')).toHaveLength(4);
    expect(await screen.findByText('No friends have joined with your code yet')).toBeInTheDocument();
    for (const step of ['Share your link or code', 'Your friend signs up', 'Follow their progress']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(screen.getByText(/joined, email verified, profile over 60 % and first application/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Referrals' })).toBeInTheDocument();
    expect(document.title).toBe('My Referrals · Elevate');
  });

  it("copies the code with 'Copied to clipboard', and the link that opens sign-up with the code filled in", async () => {
    signIn();
    mockApi({
      'GET /api/referrals/summary': ok(buildSummary()),
      'GET /api/referrals': ok(referralList([])),
    });
    renderAt(<MyReferralsPage />, '/my-referrals');
    expect(screen.getByTestId('referral-code')).toHaveTextContent('ELV-AARAV7');
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('ELV-AARAV7');
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();

    const link = `${window.location.origin}/?type=signup&ref=ELV-AARAV7`;
    expect(screen.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(link);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(link);
  });

  it('says how to copy by hand when the browser has no clipboard', async () => {
    writeText.mockRejectedValue(new Error('not allowed'));
    signIn();
    mockApi({ 'GET /api/referrals/summary': ok(buildSummary()), 'GET /api/referrals': ok(referralList([])) });
    renderAt(<MyReferralsPage />, '/my-referrals');
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(
      await screen.findByText('Copying did not work here. Select the code and copy it by hand.'),
    ).toBeInTheDocument();
  });

  it('shares through WhatsApp, LinkedIn, X and mail, and the device share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    signIn();
    mockApi({ 'GET /api/referrals/summary': ok(buildSummary()), 'GET /api/referrals': ok(referralList([])) });
    renderAt(<MyReferralsPage />, '/my-referrals');
    const link = encodeURIComponent(`${window.location.origin}/?type=signup&ref=ELV-AARAV7`);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/\\?text=.*ELV-AARAV7.*${link.replace(/[.?%]/g, '\\$&')}`),
    );
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
    );
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(
      `https://x.com/intent/tweet?text=`,
    );
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Share by Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);

    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/?type=signup&ref=ELV-AARAV7` }),
    );
  });

  it('offers no share-sheet button where the browser has none', async () => {
    signIn();
    mockApi({ 'GET /api/referrals/summary': ok(buildSummary()), 'GET /api/referrals': ok(referralList([])) });
    renderAt(<MyReferralsPage />, '/my-referrals');
    await screen.findByText('No friends have joined with your code yet');
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  });

  it('shows the counts per milestone and every friend with a masked email and their progress', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/referrals/summary': ok(
        buildSummary({ counts: { joined: 2, emailVerified: 2, profile: 1, firstApplication: 1 } }),
      ),
      'GET /api/referrals': ok(referralList([sunita, ravi])),
    });
    renderAt(<MyReferralsPage />, '/my-referrals');
    const tiles = await screen.findByRole('list', { name: 'Your referrals so far' });
    await waitFor(() => expect(within(tiles).getAllByRole('listitem')[0]).toHaveTextContent('2Joined'));
    expect(within(tiles).getAllByRole('listitem')[2]).toHaveTextContent('1Profile over 60 %Built a strong profile');

    expect(await screen.findByRole('heading', { name: 'Ravi K.' })).toBeInTheDocument();
    expect(screen.getByText(/r\*\*\*\*@g\*\*\*\*\.com · Joined 02-11-2026/)).toBeInTheDocument();
    expect(screen.getByLabelText('Progress of Ravi K.: 2 of 4 milestones')).toBeInTheDocument();
    expect(screen.getByLabelText('Progress of Sunita P.: 4 of 4 milestones')).toBeInTheDocument();
    const raviSteps = within(screen.getByLabelText('Progress of Ravi K.: 2 of 4 milestones'));
    expect(raviSteps.getByText('Email verified')).toBeInTheDocument();
    expect(raviSteps.getByText('03-11-2026')).toBeInTheDocument();
    expect(raviSteps.getAllByText('Not yet')).toHaveLength(2);
    expect(callsTo(spy, 'GET /api/referrals')[0]?.query).toEqual({ limit: '10', offset: '0', hidden: 'false' });
  });

  it('hides a friend from the list with one click and confirms it', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/referrals/summary': ok(
        buildSummary({ counts: { joined: 1, emailVerified: 1, profile: 0, firstApplication: 0 } }),
      ),
      'GET /api/referrals': ok(referralList([ravi])),
      'DELETE /api/referrals/31': ok({ ...ravi, hidden: true }, 'Hidden from your referrals'),
    });
    renderAt(<MyReferralsPage />, '/my-referrals');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Ravi K. from my list' }));
    await waitFor(() => expect(callsTo(spy, 'DELETE /api/referrals/31')).toHaveLength(1));
    expect(await screen.findByText('Hidden from your referrals')).toBeInTheDocument();
  });

  it('lists hidden friends apart and shows one again', async () => {
    signIn();
    const spy = mockApi({
      'GET /api/referrals/summary': ok(
        buildSummary({ hidden: 1, counts: { joined: 1, emailVerified: 1, profile: 0, firstApplication: 0 } }),
      ),
      'GET /api/referrals': ({ url }) =>
        ok(referralList(url.searchParams.get('hidden') === 'true' ? [{ ...ravi, hidden: true }] : [])),
      'PUT /api/referrals/31': ok(ravi, 'Shown in your referrals again'),
    });
    const { router } = renderAt(<MyReferralsPage />, '/my-referrals');
    await userEvent.click(await screen.findByRole('tab', { name: 'Hidden (1)' }));
    expect(router.state.location.search).toBe('?view=hidden');
    await userEvent.click(await screen.findByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(callsTo(spy, 'PUT /api/referrals/31')[0]?.body).toEqual({ hidden: false }));
    expect(await screen.findByText('Shown in your referrals again')).toBeInTheDocument();
  });

  it("lets a new account add the code of the friend who invited it, and shows the server's words on the field", async () => {
    signIn();
    let answer = ok(
      { referredBy: { name: 'Meera I.' } },
      'Referral code added. Meera I. invited you to Elevate',
      201,
    ) as
      | ReturnType<typeof ok>
      | readonly [
          number,
          { httpStatus: number; error: { code: string; message: string; fields: Record<string, string> } },
        ];
    const spy = mockApi({
      'GET /api/referrals/summary': ok(buildSummary({ claimOpenUntil: '2026-12-20T10:00:00.000Z' })),
      'GET /api/referrals': ok(referralList([])),
      'POST /api/referrals': () => answer,
    });
    renderAt(<MyReferralsPage />, '/my-referrals');
    const form = await screen.findByRole('form', { name: "Add a friend's referral code" });
    expect(screen.getByText(/add it here until 20-12-2026/)).toBeInTheDocument();
    const field = within(form).getByRole('textbox', { name: "Friend's referral code" });

    answer = [
      400,
      {
        httpStatus: 400,
        error: {
          code: 'WUE-4000',
          message: 'You cannot use your own referral code',
          fields: { code: 'You cannot use your own referral code' },
        },
      },
    ];
    await userEvent.type(field, 'elv-aarav7');
    await userEvent.click(within(form).getByRole('button', { name: 'Add code' }));
    expect(await within(form).findByText('You cannot use your own referral code')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/referrals')[0]?.body).toEqual({ code: 'ELV-AARAV7' });

    answer = ok({ referredBy: { name: 'Meera I.' } }, 'Referral code added. Meera I. invited you to Elevate', 201);
    await userEvent.clear(field);
    await userEvent.type(field, 'ELV-MEERA4');
    await userEvent.click(within(form).getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('Referral code added. Meera I. invited you to Elevate')).toBeInTheDocument();
  });

  it('names the friend who invited me once the code is added', async () => {
    signIn();
    mockApi({
      'GET /api/referrals/summary': ok(buildSummary({ referredBy: { name: 'Meera I.' } })),
      'GET /api/referrals': ok(referralList([])),
    });
    renderAt(<MyReferralsPage />, '/my-referrals');
    expect(await screen.findByText("You joined Elevate through Meera I.'s invitation.")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: "Add a friend's referral code" })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot load', async () => {
    signIn();
    mockApi({
      'GET /api/referrals/summary': ok(buildSummary()),
      'GET /api/referrals': [500, { httpStatus: 500, error: { code: 'WUE-5000', message: 'Something went wrong !' } }],
    });
    renderAt(<MyReferralsPage />, '/my-referrals');
    expect(await screen.findByText('Something went wrong !', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
