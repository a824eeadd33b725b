import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { failWith, mockApiWithUploads, ok } from '@/testing/api-double';
import { renderAt, signIn } from '@/testing/render';
import { buildInvitation } from '../testing/judging-builders';
import { InvitationView } from './invitation-view';

const TOKEN = 'tok_5f2c9a1b7d3e4f60a8b9';
const PREVIEW = `GET /api/judging/invitations/${TOKEN}`;
const ACCEPT = `POST /api/judging/invitations/${TOKEN}/accept`;
const here = `/judging/invitations/${TOKEN}`;

describe('a judging invitation', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('tells a signed-out visitor what it is and opens the login dialog that comes back here', async () => {
    const api = mockApiWithUploads({ [PREVIEW]: ok(buildInvitation()) });
    const { router } = renderAt(<InvitationView token={TOKEN} />, here);
    expect(await screen.findByRole('heading', { name: 'Judge Smart India Build' })).toBeInTheDocument();
    expect(screen.getByText(/sent to a\*\*\*@kaveri\.in/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log in to accept' }));
    expect(router.state.location.pathname).toBe(here);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('login');
    expect(params.get('returnUrl')).toBe(here);
    expect(api.callsTo(ACCEPT)).toHaveLength(0);
  });

  it('accepts for a signed-in judge and goes to /judging', async () => {
    signIn();
    const api = mockApiWithUploads({
      [PREVIEW]: ok(buildInvitation()),
      [ACCEPT]: ok({ judgeId: 3, drillId: 12, drillName: 'Smart India Build' }, M.accepted('Smart India Build')),
    });
    const { router } = renderAt(<InvitationView token={TOKEN} />, here);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judging'));
    expect(api.callsTo(ACCEPT)).toHaveLength(1);
    expect(await screen.findByText(M.accepted('Smart India Build'))).toBeInTheDocument();
  });

  it('shows the API’s message when the signed-in account is not the invited address', async () => {
    signIn();
    mockApiWithUploads({
      [PREVIEW]: ok(buildInvitation()),
      [ACCEPT]: failWith(403, 'WUE-4030', M.wrongAccount('a***@kaveri.in')),
    });
    const { router } = renderAt(<InvitationView token={TOKEN} />, here);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.wrongAccount('a***@kaveri.in'));
    expect(router.state.location.pathname).toBe(here);
  });

  it('says an expired invitation has expired, without an Accept button', async () => {
    mockApiWithUploads({ [PREVIEW]: ok(buildInvitation({ state: 'expired' })) });
    renderAt(<InvitationView token={TOKEN} />, here);
    expect(await screen.findByText(M.invitationExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();
  });
});
