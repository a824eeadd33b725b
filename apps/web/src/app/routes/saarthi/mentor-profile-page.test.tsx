import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import { AppProviders } from '@/app/providers';
import { buildMentor, buildMentorship } from '@/features/saarthi/testing/saarthi-builders';
import { clearSession } from '@/lib/session';
import { failWith, ok } from '@/testing/api-double';
import { callsTo, mockApi, signIn } from '@/testing/render';
import { MentorProfilePage } from './mentor-profile-page';

const slots = ok({ timezone: 'Asia/Kolkata', sessionMinutes: 45, slots: [] });

const renderProfile = (path = '/saarthi/mentors/11') => {
  const router = createMemoryRouter(
    [
      { path: '/saarthi/mentors/:saarthiId', element: <MentorProfilePage /> },
      { path: '/saarthi/mentorships/:id', element: <p>Workspace</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Request mentorship' }));
  return screen.findByRole('dialog');
};

describe('/saarthi/mentors/{id}', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('shows the profile and says the mentor is not available when the API answers 404', async () => {
    mockApi({ 'GET /api/saarthi/11': ok(buildMentor()), 'GET /api/saarthi/11/slots': slots });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Krishnan' })).toBeInTheDocument();
    expect(screen.getByText('System design rounds, resume reviews and choosing your first job.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View LinkedIn profile' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ananya-k',
    );
    vi.restoreAllMocks();
    mockApi({ 'GET /api/saarthi/99': failWith(404, 'WUE-4040', SaarthiMessages.notFound) });
    renderProfile('/saarthi/mentors/99');
    expect(await screen.findByText(SaarthiMessages.notFound)).toBeInTheDocument();
  });

  it('asks a visitor to log in before requesting', async () => {
    mockApi({ 'GET /api/saarthi/11': ok(buildMentor()), 'GET /api/saarthi/11/slots': slots });
    const router = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Request mentorship' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('type')).toBe('login'));
  });

  it('checks the message and goals before sending, then sends them and opens the workspace', async () => {
    await signIn();
    const spy = mockApi({
      'GET /api/saarthi/11': ok(buildMentor()),
      'GET /api/saarthi/11/slots': slots,
      'POST /api/mentorships': ok(buildMentorship({ mentorshipId: 44, status: 'requested' }), 'Request sent', 201),
    });
    const router = renderProfile();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Your message must be at least 20 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one goal')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/mentorships')).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByLabelText(/About you and what you need/),
      'Final-year student preparing for backend roles.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'A goal' }), 'Crack a system design round{Enter}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'A goal' }), 'Build a portfolio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove goal: Build a portfolio' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saarthi/mentorships/44'));
    expect(callsTo(spy, 'POST /api/mentorships')[0]?.body).toEqual({
      saarthiId: 11,
      message: 'Final-year student preparing for backend roles.',
      goals: ['Crack a system design round'],
    });
  });

  it('shows the API refusal (already requested) in the dialog and keeps what was typed', async () => {
    await signIn();
    mockApi({
      'GET /api/saarthi/11': ok(buildMentor()),
      'GET /api/saarthi/11/slots': slots,
      'POST /api/mentorships': failWith(409, 'WUE-4090', SaarthiMessages.alreadyRequested),
    });
    renderProfile();
    const dialog = await openDialog();
    await userEvent.type(
      within(dialog).getByLabelText(/About you and what you need/),
      'Final-year student preparing for backend roles.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'A goal' }), 'Crack a system design round{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SaarthiMessages.alreadyRequested);
    expect(within(dialog).getByText('1. Crack a system design round')).toBeInTheDocument();
  });

  it('does not offer a request when the mentor is full', async () => {
    mockApi({
      'GET /api/saarthi/11': ok(buildMentor({ hasCapacity: false, activeMentees: 3 })),
      'GET /api/saarthi/11/slots': slots,
    });
    renderProfile();
    expect(await screen.findByRole('button', { name: 'Request mentorship' })).toBeDisabled();
    expect(screen.getByText(SaarthiMessages.atCapacity)).toBeInTheDocument();
  });
});
