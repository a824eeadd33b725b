import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Event } from '@elevate/contracts/content/content.schema';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import type { EventRegistration } from '@elevate/contracts/content/site-content.schema';
import { AppProviders } from '@/app/providers';
import { forgetImpressions } from '@/features/content/api/record-impression';
import { buildEvent } from '@/features/content/testing/content-builders';
import { createQueryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { ok } from '@/testing/api-double';
import { callsTo, mockApi, signIn } from '@/testing/render';
import { EventPage } from './event-page';
import { eventPage } from './stories.server';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const notRegistered: EventRegistration = { eventId: 12, registered: false, registeredAt: null, meetingUrl: null };
const MEETING_URL = 'https://meet.example.in/elevate-sql';
const registered: EventRegistration = {
  eventId: 12,
  registered: true,
  registeredAt: new Date().toISOString(),
  meetingUrl: MEETING_URL,
};

const api = (event: Event | null, registration: EventRegistration = notRegistered) => {
  let current = registration;
  return mockApi({
    'GET /api/events': ok({ data: event ? [event] : [], totalRecordCount: event ? 1 : 0 }),
    'GET /api/events/12/registration': () => ok(current),
    'POST /api/events/12/registrations': () => {
      current = registered;
      return ok(registered, ContentMessages.registered);
    },
    'DELETE /api/events/12/registrations': () => {
      current = notRegistered;
      return ok(notRegistered, ContentMessages.registrationCancelled);
    },
    'POST /api/stats/impressions': ok({ entityType: 'event', entityId: 12, count: 1 }),
  });
};

const renderEvent = (path = '/desc/12') => {
  const router = createMemoryRouter(
    [
      { path: '/desc/:id', element: <EventPage /> },
      { path: '*', element: <p>Elsewhere</p> },
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

describe('/desc/{id}', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetImpressions();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('shows the event: type, mode, topic, when in IST, host, agenda, speakers and seats left', async () => {
    api(buildEvent({ startDateTime: '2030-12-07T12:30:00.000Z', endDateTime: '2030-12-07T14:00:00.000Z' }));
    renderEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cracking your first data analyst interview' }));
    expect(screen.getByText('Webinar')).toBeInTheDocument();
    expect(screen.getByText('Sat, 7 Dec 2030 · 6:00–7:30 pm IST')).toBeInTheDocument();
    expect(screen.getByText('1 h 30 min')).toBeInTheDocument();
    expect(screen.getByText('Elevate Community')).toBeInTheDocument();
    expect(screen.getByText('Ananya Rao')).toBeInTheDocument();
    expect(screen.getByText('Analytics Manager, Kaveri Analytics')).toBeInTheDocument();
    expect(screen.getByText('60 of 100 seats left')).toBeInTheDocument();
  });

  it('asks a visitor to log in to register, and keeps this page as the way back', async () => {
    const spy = api(buildEvent());
    const router = renderEvent();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to register' }));
    expect(router.state.location.search).toContain('type=login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/desc/12');
    expect(callsTo(spy, 'GET /api/events/12/registration')).toHaveLength(0);
  });

  it('registers a signed-in user, shows the invite hint and meeting link, then cancels after confirming', async () => {
    await act(() => signIn());
    const spy = api(buildEvent());
    renderEvent();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You’re registered')).toBeInTheDocument();
    expect(screen.getByText(/A calendar invite is on its way/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MEETING_URL })).toHaveAttribute('href', MEETING_URL);
    expect(callsTo(spy, 'POST /api/events/12/registrations')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your registration?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(callsTo(spy, 'DELETE /api/events/12/registrations')).toHaveLength(1);
  });

  it('says a full event is full and offers no Register', async () => {
    await act(() => signIn());
    api(buildEvent({ capacity: 50, registrationCount: 50 }));
    renderEvent();
    expect(await screen.findByText(ContentMessages.eventFull)).toBeInTheDocument();
    expect(screen.getByText('No seats left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says an ended event has ended, even to a visitor', async () => {
    api(buildEvent({ startDateTime: hoursAgo(5), endDateTime: hoursAgo(3) }));
    renderEvent();
    expect(await screen.findByText(ContentMessages.eventOver)).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in to register' })).not.toBeInTheDocument();
  });

  it('says an unknown event is not available', async () => {
    api(null);
    renderEvent('/desc/99');
    expect(await screen.findByRole('heading', { name: 'This event is not available' })).toBeInTheDocument();
  });

  it('writes the head on the server with Event and breadcrumb data, and 404 for an unknown event', async () => {
    api(buildEvent());
    const ctx = (id: string) => ({
      params: { id },
      search: new URLSearchParams(),
      pathname: `/desc/${id}`,
      queryClient: createQueryClient(),
      publicUrl: 'https://elevate.example.in',
    });
    const found = ctx('12');
    await eventPage.prefetch!(found);
    const { head } = await eventPage.head(found);
    expect(head.title).toBe('Cracking your first data analyst interview');
    expect(head.jsonLd![0]).toMatchObject({
      '@type': 'Event',
      name: 'Cracking your first data analyst interview',
      organizer: { name: 'Elevate Community' },
      url: 'https://elevate.example.in/desc/12',
    });
    expect(head.jsonLd![1]).toMatchObject({ '@type': 'BreadcrumbList' });

    vi.restoreAllMocks();
    api(null);
    const missing = ctx('99');
    await eventPage.prefetch!(missing);
    expect((await eventPage.head(missing)).status).toBe(404);
  });
});
