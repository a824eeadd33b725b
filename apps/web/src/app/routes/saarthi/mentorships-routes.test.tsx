import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import userEvent from '@testing-library/user-event';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import type { Mentorship } from '@elevate/contracts/saarthi/saarthi.schema';
import { buildMentorship, listOf } from '@/features/saarthi/testing/saarthi-builders';
import { timeLabel } from '@/features/saarthi/components/slot-time';
import { deviceTimeZone } from '@/lib/viewer-time-zone';
import { clearSession } from '@/lib/session';
import { failWith, ok } from '@/testing/api-double';
import { callsTo, mockApi, signIn } from '@/testing/render';
import MentorshipsRoutes from './mentorships-routes';

// Two open times, far enough ahead to be bookable whenever the test runs.
const slotA = '2030-12-02T12:30:00.000Z';
const slotB = '2030-12-02T13:30:00.000Z';
// The buttons read the times in the viewer's zone, whatever the machine's is.
const sevenPm = timeLabel(slotB, deviceTimeZone());
const sixPm = timeLabel(slotA, deviceTimeZone());
const slotsOf = (...starts: string[]) =>
  ok({ timezone: 'Asia/Kolkata', sessionMinutes: 45, slots: starts.map((s) => ({ startsAt: s, endsAt: s })) });

/** The routes mounted where router.tsx mounts them. */
const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '/saarthi/mentorships/*', element: <MentorshipsRoutes /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};
const renderWorkspace = () => renderAt('/saarthi/mentorships/31');

describe('/saarthi/mentorships', { timeout: 90_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('lists requests waiting for the mentor first, with Accept and Decline', async () => {
    await signIn();
    const card = {
      mentorshipId: 31,
      status: 'requested' as const,
      role: 'mentor' as const,
      other: { uid: 7, name: 'Aarav Sharma', avatarUrl: null, headline: 'Final-year B.Tech' },
      createdAt: '2030-11-01T05:00:00.000Z',
      nextSessionAt: null,
      goalsDone: 0,
      goalsTotal: 2,
    };
    const spy = mockApi({
      'GET /api/mentorships': ok(listOf([card])),
      'PUT /api/mentorships/31/respond': ok(buildMentorship({ role: 'mentor' }), 'Request accepted'),
    });
    renderAt('/saarthi/mentorships');
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    await userEvent.click(within(waiting).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText(SaarthiMessages.declineReasonRequired)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(waiting).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo(spy, 'PUT /api/mentorships/31/respond')[0]?.body).toEqual({ accept: true }));
  });

  it('books a chosen open time with an agenda', async () => {
    await signIn();
    const booked = {
      sessionId: 5,
      startsAt: slotB,
      endsAt: slotB,
      status: 'booked',
      agenda: 'Resume',
      notes: '',
      cancelReason: null,
    };
    const spy = mockApi({
      'GET /api/mentorships/31': ok(buildMentorship()),
      'GET /api/saarthi/11/slots': slotsOf(slotA, slotB),
      'POST /api/mentorships/31/sessions': ok(booked, SaarthiMessages.sessionBooked, 201),
    });
    renderWorkspace();
    await userEvent.click(await screen.findByRole('button', { name: 'Book a session' }));
    const panel = await screen.findByRole('region', { name: 'Book a session' });
    await userEvent.click(await within(panel).findByRole('button', { name: sevenPm }));
    await userEvent.type(within(panel).getByRole('textbox', { name: /Agenda/ }), 'Resume');
    await userEvent.click(within(panel).getByRole('button', { name: 'Book session' }));
    await waitFor(() =>
      expect(callsTo(spy, 'POST /api/mentorships/31/sessions')[0]?.body).toEqual({ startsAt: slotB, agenda: 'Resume' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Book a session' })).not.toBeInTheDocument());
  });

  it('says a time was just taken, reads the open times again and lets another be chosen', async () => {
    await signIn();
    let slotCalls = 0;
    const spy = mockApi({
      'GET /api/mentorships/31': ok(buildMentorship()),
      'GET /api/saarthi/11/slots': () => (++slotCalls === 1 ? slotsOf(slotA, slotB) : slotsOf(slotA)),
      'POST /api/mentorships/31/sessions': failWith(409, 'WUE-4090', SaarthiMessages.slotTaken),
    });
    renderWorkspace();
    await userEvent.click(await screen.findByRole('button', { name: 'Book a session' }));
    const panel = await screen.findByRole('region', { name: 'Book a session' });
    await userEvent.click(await within(panel).findByRole('button', { name: sevenPm }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Book session' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(SaarthiMessages.slotTaken);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: sevenPm })).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: sixPm })).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/saarthi/11/slots').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for stars before sending feedback, then shows both sides’ feedback', async () => {
    await signIn();
    const ended: Mentorship = buildMentorship({
      status: 'completed',
      feedback: [
        { fromRole: 'mentor', rating: 5, comment: 'Aarav worked hard.', createdAt: '2030-12-20T05:00:00.000Z' },
      ],
    });
    const spy = mockApi({
      'GET /api/mentorships/31': ok(ended),
      'POST /api/mentorships/31/feedback': ok(
        { fromRole: 'mentee', rating: 4, comment: 'Very helpful', createdAt: '2030-12-21T05:00:00.000Z' },
        'Thank you',
        201,
      ),
    });
    renderWorkspace();
    const form = await screen.findByRole('form', { name: 'Your feedback' });
    expect(screen.getByText('Aarav worked hard.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose 1 to 5 stars');
    fireEvent.click(within(form).getByRole('radio', { name: '4 Stars' }));
    expect(within(form).getByRole('radio', { name: '4 Stars' })).toBeChecked();
    await userEvent.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Very helpful');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(callsTo(spy, 'POST /api/mentorships/31/feedback')[0]?.body).toEqual({
        rating: 4,
        comment: 'Very helpful',
      }),
    );
  });

  it('says the mentorship is not available to someone outside the pair', async () => {
    await signIn();
    mockApi({ 'GET /api/mentorships/31': failWith(404, 'WUE-4040', SaarthiMessages.mentorshipNotFound) });
    renderWorkspace();
    expect(await screen.findByText(SaarthiMessages.mentorshipNotFound)).toBeInTheDocument();
  });
});
