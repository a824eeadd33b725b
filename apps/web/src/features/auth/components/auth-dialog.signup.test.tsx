import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { authConfig, DialogHost } from '../testing/dialog-host';

const box = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Password/);
const joinUs = () => screen.getByRole('button', { name: 'Join Us' });
const terms = () => screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions and the Privacy Policy/ });

const open = async (path = '/?type=signup') => {
  const view = renderAt(<DialogHost />, path);
  await screen.findByRole('dialog', { name: 'Join Elevate' });
  return view;
};

/** Puts a whole value in a field at once (typing every key is slow and adds nothing here). */
const put = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

/** Sets the password field, leaves it and expects the words shown under it. */
const expectPasswordMessage = async (value: string, expected: string | RegExp) => {
  put(password(), value);
  fireEvent.blur(password());
  const shown = () => document.getElementById(password().getAttribute('aria-describedby') ?? '')?.textContent;
  await waitFor(() => expect(shown()).toMatch(typeof expected === 'string' ? new RegExp(`^${expected}$`) : expected));
};

const fillValid = async () => {
  put(box('First Name'), 'Ishaan');
  put(box('Last Name'), 'Verma');
  await userEvent.type(box('Contact Number'), '98300 12345');
  put(box('Email'), 'ishaan@example.in');
  put(password(), 'Str0ng#Pass');
  await userEvent.click(screen.getByRole('radio', { name: 'Professional' }));
};

describe('auth dialog: signup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it("keeps 'Join Us' disabled until the terms box is ticked", async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    await open();
    expect(joinUs()).toBeDisabled();
    await userEvent.click(terms());
    expect(joinUs()).toBeEnabled();
    await userEvent.click(terms());
    expect(joinUs()).toBeDisabled();
  });

  it('links the terms and the privacy policy in new tabs', async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    await open();
    for (const [name, href] of [
      ['Terms & Conditions', '/terms-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it("says 'First Name is required', 'Last Name is required' and 'Contact Number is required' once touched", async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    await open();
    expect(screen.queryByText('First Name is required')).not.toBeInTheDocument();
    await userEvent.click(box('First Name'));
    await userEvent.click(box('Last Name'));
    await userEvent.click(box('Contact Number'));
    await userEvent.click(box('Email'));
    await userEvent.tab();
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Contact Number is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it("strips non-digits from the contact number and says 'Contact Number must be exactly 10 digits'", async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    await open();
    await userEvent.type(box('Contact Number'), '+91 98-30a');
    expect(box('Contact Number')).toHaveValue('919830');
    await userEvent.tab();
    expect(await screen.findByText('Contact Number must be exactly 10 digits')).toBeInTheDocument();
    await userEvent.type(box('Contact Number'), '1234567');
    expect(box('Contact Number')).toHaveValue('9198301234'); // never more than 10 digits
    await waitFor(() => expect(screen.queryByText('Contact Number must be exactly 10 digits')).not.toBeInTheDocument());
  });

  it("says 'Invalid email format' for a malformed email", async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    await open();
    await userEvent.type(box('Email'), 'ishaan.example.in');
    await userEvent.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('says each password rule of spec §5 word for word', async () => {
    mockApi({ 'GET /api/auth/config': authConfig() });
    await open();
    await expectPasswordMessage('', 'Password is required');
    await expectPasswordMessage('Ab1#', 'Password must be at least 8 characters');
    await expectPasswordMessage('Abcdefgh1#Abcdef', 'Password cannot exceed 15 characters');
    await expectPasswordMessage('abcdefg1#', 'Password must contain at least one uppercase letter');
    await expectPasswordMessage('ABCDEFG1#', 'Password must contain at least one lowercase letter');
    await expectPasswordMessage('Abcdefgh#', 'Password must contain at least one number');
    await expectPasswordMessage('Abcdefgh1', 'Password must contain at least one special character');
    await expectPasswordMessage('Password@123', 'This password is too common. Please choose another one');
    await expectPasswordMessage('Str0ng#Pass', /^8–15 characters/); // the hint again once valid
  });

  it("says 'Gender is required' (the spec's words for the user type) when none is chosen", async () => {
    const api = mockApi({ 'GET /api/auth/config': authConfig() });
    await open();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    expect(await screen.findByText('Gender is required')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/wueusers/register')).toHaveLength(0);
  });

  it("shows the server's 'Invalid gender' under the user type", async () => {
    mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/register': [
        400,
        {
          httpStatus: 400,
          error: { code: 'WUE-4000', message: 'Some fields need your attention.', fields: { utype: 'Invalid gender' } },
        },
      ],
    });
    await open();
    await fillValid();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    const group = screen.getByRole('radiogroup', { name: /I am a/ });
    expect(await within(group.parentElement!).findByText('Invalid gender')).toBeInTheDocument();
  });

  it('prefills the referral code from ?ref=, sends the signup payload, toasts and goes to returnUrl with type=login', async () => {
    const api = mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/register': [
        201,
        {
          httpStatus: 201,
          message: 'Successfully registered. Please check your mailbox',
          result: { email: 'ishaan@example.in' },
        },
      ],
    });
    const { router } = await open('/jobs?type=signup&returnUrl=%2Fdrills%2Fai-sprint%3Ftab%3Drules&ref=MEERA42X');
    expect(box('Referral code (optional)')).toHaveValue('MEERA42X');
    await fillValid();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    expect(await screen.findByText('Successfully registered. Please check your mailbox')).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/wueusers/register')[0]!.body).toEqual({
      fullName: 'Ishaan',
      lastName: 'Verma',
      ucontact: '9830012345',
      email: 'ishaan@example.in',
      password: 'Str0ng#Pass',
      utype: 'Professional',
      isConditionAccepted: true,
      mentor: false,
      jobfeed: false,
      referralCode: 'MEERA42X',
      returnUrl: '/drills/ai-sprint?tab=rules',
    });
    // Spec §2.1: to returnUrl, with type=login, and returnUrl kept so the login ends there too.
    expect(router.state.location.pathname).toBe('/drills/ai-sprint');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tab: 'rules',
      type: 'login',
      returnUrl: '/drills/ai-sprint?tab=rules',
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ishaan@example.in');
  });

  it('turns to login where the visitor is when there is no returnUrl', async () => {
    mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/register': [201, { httpStatus: 201, result: { email: 'ishaan@example.in' } }],
    });
    const { router } = await open('/jobs?type=signup&ref=MEERA42X');
    await fillValid();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    await waitFor(() => expect(router.state.location.search).toBe('?type=login'));
    expect(router.state.location.pathname).toBe('/jobs');
  });

  it('lets the code from the invitation link be changed, and asks where the visitor heard of us', async () => {
    const api = mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/register': [201, { httpStatus: 201, result: { email: 'ishaan@example.in' } }],
    });
    await open('/?type=signup&ref=MEERA42X');
    expect(screen.getByText('Filled in from your invitation link; you can change it')).toBeInTheDocument();
    put(box('Referral code (optional)'), 'ELV-ROHAN9');
    const source = screen.getByRole('combobox', { name: 'How did you hear about us? (optional)' });
    const options = within(source)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual([
      '',
      'Telegram',
      'Instagram',
      'Facebook',
      'Newspaper',
      'Discord',
      'LinkedIn',
      'Twitter',
      'Elevate',
      'Others',
    ]);
    await userEvent.selectOptions(source, 'LinkedIn');
    await fillValid();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    await waitFor(() => expect(callsTo(api, 'POST /api/wueusers/register')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/wueusers/register')[0]!.body).toMatchObject({
      referralCode: 'ELV-ROHAN9',
      referralSource: 'LinkedIn',
    });
  });

  it('sends neither a code nor a source when both are left empty', async () => {
    const api = mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/register': [201, { httpStatus: 201, result: { email: 'ishaan@example.in' } }],
    });
    await open();
    await fillValid();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    await waitFor(() => expect(callsTo(api, 'POST /api/wueusers/register')).toHaveLength(1));
    const body = callsTo(api, 'POST /api/wueusers/register')[0]!.body!;
    expect(body).not.toHaveProperty('referralCode');
    expect(body).not.toHaveProperty('referralSource');
  });

  it('shows a code that does not exist as an error on the referral code field, not silently ignored', async () => {
    const message = 'This referral code does not exist. Please check it and try again';
    mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/register': [
        400,
        { httpStatus: 400, error: { code: 'WUE-4000', message, fields: { referralCode: message } } },
      ],
    });
    await open('/?type=signup&ref=ELV-NOPE99');
    await fillValid();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box('Referral code (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Join Elevate' })).toBeInTheDocument();
  });

  it("'Join Us' is disabled while the signup is sent", async () => {
    let answer: (r: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      String(input).includes('register')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(JSON.stringify(authConfig()[1]), { status: 200 })),
    );
    await open();
    await fillValid();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    await waitFor(() => expect(joinUs()).toBeDisabled());
    await act(async () =>
      answer(new Response(JSON.stringify({ httpStatus: 201, result: { email: 'x' } }), { status: 201 })),
    );
  });

  // A taken address is answered like a new one (201, "check your mailbox"; the owner gets a mail), so the form
  // never learns that an account exists; a field error from the server still lands on its field.
  it('puts a field error from the server on its field', async () => {
    mockApi({
      'GET /api/auth/config': authConfig(),
      'POST /api/wueusers/register': [
        400,
        {
          httpStatus: 400,
          error: {
            code: 'WUE-4000',
            message: 'Invalid email format',
            fields: { email: 'Invalid email format' },
          },
        },
      ],
    });
    await open();
    await fillValid();
    await userEvent.click(terms());
    await userEvent.click(joinUs());
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a signed-in user opening signup goes to /my-dashboard', async () => {
    void signIn(buildSession());
    mockApi({ 'GET /api/auth/config': authConfig() });
    const { router } = renderAt(<DialogHost />, '/jobs?type=signup&returnUrl=%2Fjobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-dashboard'));
  });
});
