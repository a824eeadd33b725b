import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { myJudgingAnswer } from '@/features/judging/testing/judging-builders';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { SideDrawer } from './side-drawer';

const completion = [200, { httpStatus: 200, result: { percent: 55, missing: [], done: [] } }] as const;

describe('the side drawer’s Judging entry', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('does not ask what I judge while the drawer is closed', async () => {
    const api = mockApi({
      'GET /api/judging/mine': myJudgingAnswer(1),
      'GET /api/users/profile/completion/7': completion,
    });
    signIn(buildSession());
    renderAt(<SideDrawer open={false} onClose={() => {}} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(callsTo(api, 'GET /api/judging/mine')).toHaveLength(0);
  });

  it('links to /judging on a phone when I judge something', async () => {
    const api = mockApi({
      'GET /api/judging/mine': myJudgingAnswer(1),
      'GET /api/users/profile/completion/7': completion,
    });
    signIn(buildSession());
    renderAt(<SideDrawer open onClose={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Your Elevate' });
    expect(await within(nav).findByRole('link', { name: 'Judging' })).toHaveAttribute('href', '/judging');
    expect(callsTo(api, 'GET /api/judging/mine')).toHaveLength(1);
  });

  it('has no Judging entry for someone who judges nothing', async () => {
    const api = mockApi({
      'GET /api/judging/mine': myJudgingAnswer(0),
      'GET /api/users/profile/completion/7': completion,
    });
    signIn(buildSession());
    renderAt(<SideDrawer open onClose={() => {}} />);
    await vi.waitFor(() => expect(callsTo(api, 'GET /api/judging/mine')).toHaveLength(1));
    const nav = screen.getByRole('navigation', { name: 'Your Elevate' });
    expect(within(nav).getByRole('link', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Judging' })).not.toBeInTheDocument();
  });
});
