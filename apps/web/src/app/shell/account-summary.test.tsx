import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileCompletion } from '@elevate/contracts/users/completion';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { AccountSummary } from './account-summary';

const completion = (percent: number): ProfileCompletion => ({ percent, missing: [], done: [] });
const ok = <T,>(result: T) => [200, { httpStatus: 200, result }] as const;

describe("account summary's profile strength", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the percent the completion call answers, not an estimate from the account', async () => {
    const session = buildSession({ uid: 42, fullName: 'Meera', lastName: 'Iyer', utype: 'Student' });
    signIn(session);
    const spy = mockApi({ 'GET /api/users/profile/completion/42': ok(completion(65)) });
    renderAt(<AccountSummary session={session} />);
    expect(screen.getByRole('status', { name: 'Loading profile strength' })).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Profile strength' });
    expect(bar).toHaveAttribute('aria-valuenow', '65');
    expect(screen.getByText('65%')).toBeInTheDocument();
    expect(screen.queryByText('40%')).not.toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/users/profile/completion/42')).toHaveLength(1);
  });

  it('links to /manage-profile and tells its menu to close when followed', async () => {
    const session = buildSession({ uid: 42 });
    signIn(session);
    mockApi({ 'GET /api/users/profile/completion/42': ok(completion(20)) });
    const onNavigate = vi.fn();
    const { router } = renderAt(<AccountSummary session={session} onNavigate={onNavigate} />, '/jobs');
    await userEvent.click(screen.getByRole('link', { name: 'Profile strength' }));
    expect(router.state.location.pathname).toBe('/manage-profile');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('offers Try again when the strength cannot be loaded', async () => {
    const session = buildSession({ uid: 42 });
    signIn(session);
    let answer = 503;
    mockApi({
      'GET /api/users/profile/completion/42': () =>
        answer === 200
          ? ok(completion(80))
          : [503, { httpStatus: 503, error: { code: 'WUE-5030', message: 'Service unavailable' } }],
    });
    renderAt(<AccountSummary session={session} />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    answer = 200;
    await userEvent.click(retry);
    expect(await screen.findByText('80%')).toBeInTheDocument();
  });
});
