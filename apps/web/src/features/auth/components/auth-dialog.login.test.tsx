import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { buildLoginResult, buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { authConfig, DialogHost } from '../testing/dialog-host';

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Password/);
const dialog = () => screen.getByRole('dialog');
const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const fillLogin = async (user = 'Meera@Example.in', pass = 'Secret@123') => {
  fireEvent.change(email(), { target: { value: user } });
  fireEvent.change(password(), { target: { value: pass } });
};

describe('auth dialog: login', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('opens from ?type=login', async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    renderAt(<DialogHost />, '/jobs?type=login');
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("says 'Email is required.', 'Invalid email format' and 'Password is required' once the fields are touched", async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    renderAt(<DialogHost />, '/?type=login');
    await screen.findByRole('dialog');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    await userEvent.click(email());
    await userEvent.tab();
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(email(), 'meera@');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await userEvent.click(password());
    await userEvent.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('submitting empty shows the messages and sends nothing', async () => {
    const api = mockApi({ 'GET /api/auth/config': authConfig() });
    renderAt(<DialogHost />, '/?type=login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/wueusers/login')).toHaveLength(0);
  });

  it('never applies the new-password length rule at login: a long existing password is sent as typed', async () => {
    const api = mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/login': [200, { httpStatus: 200, result: buildLoginResult() }],
    });
    renderAt(<DialogHost />, '/?type=login');
    await screen.findByRole('dialog');
    const passphrase = 'Monsoon evenings in Kochi 2019!';
    await fillLogin('meera@example.in', passphrase);
    fireEvent.blur(password());
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/wueusers/login')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/wueusers/login')[0]!.body).toMatchObject({ password: passphrase });
    expect(screen.queryByText(/cannot exceed/)).not.toBeInTheDocument();
  });

  it('answers a password over 128 characters like a wrong one, without a length rule', async () => {
    const api = mockApi({ 'GET /api/auth/config': authConfig() });
    renderAt(<DialogHost />, '/?type=login');
    await screen.findByRole('dialog');
    await fillLogin('meera@example.in', `Aa1#${'x'.repeat(125)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByText(/cannot exceed|characters/)).not.toBeInTheDocument();
    expect(callsTo(api, 'POST /api/wueusers/login')).toHaveLength(0);
  });

  it('the password toggles between hidden and visible', async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    renderAt(<DialogHost />, '/?type=login');
    await screen.findByRole('dialog');
    expect(password()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it("logs in: stores the session, toasts 'Welcome back! You've logged in successfully.' and goes to returnUrl", async () => {
    const result = buildLoginResult();
    const api = mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/login': [200, { httpStatus: 200, result }],
    });
    const { router } = renderAt(<DialogHost />, '/jobs?type=login&returnUrl=%2Fjobs%2Fdata-analyst-intern');
    await screen.findByRole('dialog');
    await fillLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText("Welcome back! You've logged in successfully.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/data-analyst-intern');
    // Written (encrypted) before leaving, so a reload right after login keeps the session.
    expect(localStorage.getItem('elevate.session')).toMatch(/^v1\./);
    expect(callsTo(api, 'POST /api/wueusers/login')[0]!.body).toEqual({
      username: 'meera@example.in',
      password: 'Secret@123',
      returnUrl: '/jobs/data-analyst-intern',
    });
    expect(sessionStore.get()).toEqual({
      tocken: result.token,
      session: {
        role: 'user',
        uid: 42,
        fullName: 'Meera',
        uemail: 'meera@example.in',
        referralCode: 'MEERA42X',
        lastName: 'Iyer',
        utype: 'Student',
      },
      authenticated: true,
      authorities: ['user'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts the server's message and goes to /my-dashboard when there is no returnUrl", async () => {
    mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/login': [
        200,
        { httpStatus: 200, message: 'Good to see you, Meera', result: buildLoginResult() },
      ],
    });
    const { router } = renderAt(<DialogHost />, '/?type=login');
    await screen.findByRole('dialog');
    await fillLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Good to see you, Meera')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-dashboard');
  });

  it('a returnUrl to another site is ignored', async () => {
    mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/login': [200, { httpStatus: 200, result: buildLoginResult() }],
    });
    const { router } = renderAt(<DialogHost />, '/?type=login&returnUrl=%2F%2Fevil.example%2Fphish');
    await screen.findByRole('dialog');
    await fillLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-dashboard'));
  });

  it("WUE-10004 reveals 'Re-send verification email', which calls resend-verification and toasts the answer", async () => {
    const api = mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/login': [
        403,
        {
          httpStatus: 403,
          error: { code: 'WUE-10004', message: 'User email is not verified. Please resend verification link' },
        },
      ],
      'POST /api/wueusers/resend-verification': [
        200,
        {
          httpStatus: 200,
          message: 'If this account needs verifying, a new verification link is on its way',
          result: { emailId: 'meera@example.in' },
        },
      ],
    });
    renderAt(<DialogHost />, '/drills?type=login&returnUrl=%2Fdrills');
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Re-send verification email' })).not.toBeInTheDocument();
    await fillLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await within(dialog()).findByText('User email is not verified. Please resend verification link'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-send verification email' }));
    expect(
      await screen.findByText('If this account needs verifying, a new verification link is on its way'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/wueusers/resend-verification')[0]!.query).toEqual({
      emailId: 'Meera@Example.in',
      returnUrl: '/drills',
    });
    expect(sessionStore.get()).toBeNull();
  });

  it('another failure shows its message without the resend button, and clears a stale session', async () => {
    localStorage.setItem('elevate.session', 'v1.stale');
    mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/login': [
        401,
        { httpStatus: 401, error: { code: 'WUE-4010', message: 'Invalid email or password' } },
      ],
    });
    renderAt(<DialogHost />, '/?type=login');
    await screen.findByRole('dialog');
    await fillLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(dialog()).findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send verification email' })).not.toBeInTheDocument();
    expect(localStorage.getItem('elevate.session')).toBeNull();
  });

  it("a failure without a message says 'Something went wrong !'", async () => {
    mockApi({ 'GET /api/auth/config': authConfig(), 'POST /api/wueusers/login': [500, { httpStatus: 500 }] });
    renderAt(<DialogHost />, '/?type=login');
    await screen.findByRole('dialog');
    await fillLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(dialog()).findByText('Something went wrong !')).toBeInTheDocument();
  });

  it('the toggle to signup and back keeps returnUrl', async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    const { router } = renderAt(<DialogHost />, '/jobs?type=login&returnUrl=%2Fjobs%3Fq%3Dreact');
    await screen.findByRole('dialog', { name: 'Welcome back' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Join Elevate' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
    expect(search(router)).toEqual({ type: 'signup', returnUrl: '/jobs?q=react' });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(search(router)).toEqual({ type: 'login', returnUrl: '/jobs?q=react' });
  });

  it('closing drops type and returnUrl from the address and keeps the page', async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    const { router } = renderAt(<DialogHost />, '/aboutus?type=login&returnUrl=%2Faboutus&tab=team');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/aboutus');
    expect(search(router)).toEqual({ tab: 'team' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a signed-in user opening login goes to returnUrl', async () => {
    void signIn(buildSession());
    mockApi({ 'GET /api/auth/config': authConfig() });
    const { router } = renderAt(<DialogHost />, '/?type=login&returnUrl=%2Fmy-jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-jobs'));
  });
});
