import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { buildJobDetail } from '../testing/job-builders';
import { ShareJobButton } from './share-job-button';

const job = buildJobDetail({ jobId: 7, custUrl: 'frontend-developer-kaveri-1001' });
const SHARE = 'POST /api/jobs/feeds/sendinvitemail';

/** The dialog loads on the first click: its first import in a test run can take more than a second. */
const LOADING = { timeout: 10_000 };

const openDialog = async (props: { signedIn?: boolean; onSignInRequired?: () => void; closed?: boolean } = {}) => {
  renderAt(
    <ShareJobButton
      job={props.closed ? { ...job, isActive: false } : job}
      signedIn={props.signedIn ?? true}
      onSignInRequired={props.onSignInRequired ?? (() => {})}
    />,
    '/jobs/frontend-developer-kaveri-1001',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: /Share this job/ }, LOADING);
};

describe('share a job', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it("copies the job's link and says 'Copied to clipboard'", async () => {
    const user = userEvent.setup();
    renderAt(<ShareJobButton job={job} signedIn={false} onSignInRequired={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: /Share this job/ }, LOADING);
    const link = `${window.location.origin}/jobs/frontend-developer-kaveri-1001`;
    expect(within(dialog).getByRole('textbox', { name: 'Link to this job' })).toHaveValue(link);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('mails the job to several addresses with a note, then closes', async () => {
    signIn();
    const spy = mockApi({
      [SHARE]: [200, { httpStatus: 200, message: 'Job shared with 2 people', result: { sent: 2 } }],
    });
    const dialog = await openDialog();
    const form = within(dialog).getByRole('form', { name: 'Send this job by email' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email address' }), 'arjun@example.in');
    await userEvent.click(within(form).getByRole('button', { name: /Add another address/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email address 2' }), 'meera@example.in');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message (optional)' }), 'Apply before Friday!');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(callsTo(spy, SHARE)).toHaveLength(1));
    expect(callsTo(spy, SHARE)[0]?.body).toEqual({
      jobId: 7,
      emails: ['arjun@example.in', 'meera@example.in'],
      message: 'Apply before Friday!',
    });
    expect(await screen.findByText('Job shared with 2 people')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Invalid email format' under a bad address and sends nothing", async () => {
    signIn();
    const spy = mockApi({});
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'arjun@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Invalid email format')).toBeInTheDocument();
    expect(callsTo(spy, SHARE)).toHaveLength(0);
  });

  it('offers at most 5 addresses', async () => {
    signIn();
    const dialog = await openDialog();
    for (let i = 0; i < 4; i++) {
      await userEvent.click(within(dialog).getByRole('button', { name: /Add another address/ }));
    }
    expect(within(dialog).getAllByRole('textbox', { name: /^Email address/ })).toHaveLength(5);
    expect(within(dialog).getByRole('button', { name: 'Up to 5 addresses' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove email address 5' }));
    expect(within(dialog).getAllByRole('textbox', { name: /^Email address/ })).toHaveLength(4);
  });

  it("puts the server's message for an address on that address", async () => {
    signIn();
    mockApi({
      [SHARE]: [
        400,
        {
          httpStatus: 400,
          error: { code: 'WUE-4000', message: 'Invalid email format', fields: { 'emails.1': 'Invalid email format' } },
        },
      ],
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'arjun@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: /Add another address/ }));
    const second = within(dialog).getByRole('textbox', { name: 'Email address 2' });
    await userEvent.type(second, 'meera@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(second).toHaveAccessibleDescription('Invalid email format'));
  });

  it('shows the limit message when the sender has shared too often', async () => {
    signIn();
    mockApi({
      [SHARE]: [
        429,
        {
          httpStatus: 429,
          error: { code: 'WUE-4290', message: 'Too many requests. Please wait a moment and try again.' },
        },
      ],
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'arjun@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Too many requests/);
  });

  it('asks a signed-out visitor to log in before mailing', async () => {
    const onSignInRequired = vi.fn();
    const dialog = await openDialog({ signedIn: false, onSignInRequired });
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in to send by email' }));
    expect(onSignInRequired).toHaveBeenCalledOnce();
  });

  it('does not offer mailing a closed job', async () => {
    signIn();
    const dialog = await openDialog({ closed: true });
    expect(within(dialog).getByText(/This job is closed/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  });
});
