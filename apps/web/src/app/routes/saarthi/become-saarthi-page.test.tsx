import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { SaarthiMine } from '@elevate/contracts/saarthi/saarthi.schema';
import { buildMentor } from '@/features/saarthi/testing/saarthi-builders';
import { clearSession } from '@/lib/session';
import { failWith, ok } from '@/testing/api-double';
import { callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { BecomeSaarthiPage } from './become-saarthi-page';

const mine = (over: Partial<SaarthiMine> = {}): SaarthiMine => ({
  ...buildMentor({ uid: 7 }),
  status: 'approved',
  rejectionReason: null,
  reviewedAt: '2030-11-03T05:00:00.000Z',
  createdAt: '2030-11-01T05:00:00.000Z',
  availability: [{ weekday: 1, start: '18:00', end: '20:00' }],
  ...over,
});
const noApplication = ok(null);

/** Sets a field at once (typing each key re-renders the whole form, which is slow on a busy machine). */
const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

const pick = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('/becomeasaarthi', { timeout: 90_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('asks a visitor to log in to apply', async () => {
    mockApi({});
    const { router } = renderAt(<BecomeSaarthiPage />, '/becomeasaarthi');
    await userEvent.click(screen.getByRole('button', { name: 'Log in to apply' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('type')).toBe('login'));
  });

  it('checks LinkedIn, years and domains before sending, then sends the application', async () => {
    await signIn();
    const spy = mockApi({
      'GET /api/saarthi/me': noApplication,
      'POST /api/saarthi': ok(mine({ status: 'pending' }), SaarthiMessages.applied, 201),
    });
    renderAt(<BecomeSaarthiPage />, '/becomeasaarthi');
    const form = await screen.findByRole('form', { name: 'Saarthi profile' });
    fill(within(form).getByRole('textbox', { name: /Headline/ }), 'Backend engineer at a fintech');
    fill(within(form).getByRole('textbox', { name: /Company/ }), 'Razorpay');
    fill(within(form).getByRole('textbox', { name: /Designation/ }), 'Senior Engineer');
    fill(within(form).getByRole('spinbutton', { name: /Years of experience/ }), '1');
    fill(within(form).getByRole('textbox', { name: /LinkedIn profile/ }), 'linkedin.com/ananya');
    fill(
      within(form).getByRole('textbox', { name: /What you can help with/ }),
      'Interview preparation and first jobs.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText(SaarthiMessages.linkedinFormat)).toBeInTheDocument();
    expect(within(form).getByText('Saarthis have at least 2 years of experience')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one domain')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/saarthi')).toHaveLength(0);

    const years = within(form).getByRole('spinbutton', { name: /Years of experience/ });
    fill(years, '8');
    const linkedin = within(form).getByRole('textbox', { name: /LinkedIn profile/ });
    fill(linkedin, 'https://www.linkedin.com/in/ananya-k');
    await pick('Domains you mentor in', 'Software engineering');
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/saarthi')).toHaveLength(1));
    expect(callsTo(spy, 'POST /api/saarthi')[0]?.body).toMatchObject({
      headline: 'Backend engineer at a fintech',
      expertise: ['Software engineering'],
      yearsOfExperience: 8,
      languages: ['English'],
      linkedinUrl: 'https://www.linkedin.com/in/ananya-k',
      maxMentees: 3,
      sessionMinutes: 45,
      timezone: 'Asia/Kolkata',
    });
    expect(await screen.findByText(SaarthiMessages.pendingReview)).toBeInTheDocument();
  });

  it('shows the reason of a rejection and lets the applicant send it again', async () => {
    await signIn();
    mockApi({ 'GET /api/saarthi/me': ok(mine({ status: 'rejected', rejectionReason: 'Please add your LinkedIn.' })) });
    renderAt(<BecomeSaarthiPage />, '/becomeasaarthi');
    expect(await screen.findByText(/Please add your LinkedIn\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('lets a mentor add and remove availability windows and shows the overlap the API refuses', async () => {
    await signIn();
    const spy = mockApi({
      'GET /api/saarthi/me': ok(mine()),
      'PUT /api/saarthi/11/availability': failWith(400, 'WUE-4000', SaarthiMessages.availabilityOverlap, {
        windows: SaarthiMessages.availabilityOverlap,
      }),
    });
    renderAt(<BecomeSaarthiPage />, '/becomeasaarthi');
    const week = await screen.findByRole('list', { name: 'Weekly availability' });
    expect(within(week).getByLabelText('Monday from')).toHaveValue('18:00');
    await userEvent.click(within(week).getByRole('button', { name: 'Add a window on Wednesday' }));
    expect(within(week).getByLabelText('Wednesday from')).toHaveValue('18:00');
    await userEvent.click(within(week).getByRole('button', { name: 'Add a window on Monday' }));
    expect(within(week).getAllByLabelText('Monday from')).toHaveLength(2);
    await userEvent.click(within(week).getByRole('button', { name: 'Remove Monday 20:00–22:00' }));
    expect(within(week).getAllByLabelText('Monday from')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SaarthiMessages.availabilityOverlap);
    expect(callsTo(spy, 'PUT /api/saarthi/11/availability')[0]?.body).toEqual({
      timezone: 'Asia/Kolkata',
      sessionMinutes: 45,
      windows: [
        { weekday: 1, start: '18:00', end: '20:00' },
        { weekday: 3, start: '18:00', end: '20:00' },
      ],
    });
  });
});
