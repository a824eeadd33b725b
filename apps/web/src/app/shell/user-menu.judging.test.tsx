import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { myJudgingAnswer } from '@/features/judging/testing/judging-builders';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { UserMenu } from './user-menu';

describe('the user menu’s Judging entry', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('asks what I judge only once the menu opens, and links to /judging when I judge something', async () => {
    const api = mockApi({ 'GET /api/judging/mine': myJudgingAnswer(1) });
    const session = buildSession();
    signIn(session);
    renderAt(<UserMenu session={session} />);
    expect(callsTo(api, 'GET /api/judging/mine')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /My Dashboard/ }));
    expect(await within(screen.getByRole('menu')).findByRole('menuitem', { name: 'Judging' })).toHaveAttribute(
      'href',
      '/judging',
    );
    expect(callsTo(api, 'GET /api/judging/mine')).toHaveLength(1);
  });

  it('has no Judging entry for someone who judges nothing', async () => {
    const api = mockApi({ 'GET /api/judging/mine': myJudgingAnswer(0) });
    const session = buildSession();
    signIn(session);
    renderAt(<UserMenu session={session} />);
    await userEvent.click(screen.getByRole('button', { name: /My Dashboard/ }));
    await vi.waitFor(() => expect(callsTo(api, 'GET /api/judging/mine')).toHaveLength(1));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Judging' })).not.toBeInTheDocument();
  });
});
