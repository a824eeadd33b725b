import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import type { AdminEvent } from '@/features/content/api/admin-events';
import { toast } from '@/lib/toast';
import { failWith, ok } from '@/testing/api-double';
import { mockPhoneScreen, mockWideScreen } from '@/testing/media';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { fieldIn, listOf } from './admin-test-kit';
import EventsPage from './events-page';

const event = (overrides: Partial<AdminEvent> = {}): AdminEvent => ({
  eventId: 5,
  type: 'webinar',
  mode: 'online',
  topic: 'Cracking product interviews',
  agenda: 'How product companies in Bengaluru hire freshers.',
  owner: 'Elevate Community',
  startDateTime: '2030-02-01T12:30:00.000Z',
  endDateTime: '2030-02-01T14:00:00.000Z',
  status: 'show',
  location: null,
  address: null,
  speakers: [],
  imgExtension: null,
  imageUrl: null,
  capacity: 100,
  registrationCount: 42,
  registrationOpen: true,
  meetingUrl: 'https://meet.example.in/abc',
  ...overrides,
});

const fill = (root: HTMLElement, label: RegExp | string, text: string) =>
  fireEvent.change(fieldIn(root, label), { target: { value: text } });

describe('events console', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('lists events with their IST start and how many registered of the seats', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockWideScreen();
    mockApi({
      'GET /api/events/manage': listOf([
        event(),
        event({ eventId: 6, topic: 'Campus meetup, Pune', status: 'hide', capacity: null, registrationCount: 3 }),
      ]),
    });
    renderAt(<EventsPage />);
    const table = await screen.findByRole('table', { name: 'Events' });
    const row = within(table).getByText('Cracking product interviews').closest('tr')!;
    expect(within(row).getByText('42 of 100')).toBeInTheDocument();
    expect(within(row).getByText(/1 Feb 2030, 6:00 pm IST/i)).toBeInTheDocument();
    expect(
      within(within(table).getByText('Campus meetup, Pune').closest('tr')!).getByText('Hidden'),
    ).toBeInTheDocument();
  });

  it('creates an event with IST times and a speaker, and sends the body the API takes', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const api = mockApi({
      'GET /api/events/manage': listOf([]),
      'POST /api/events': ok(event(), ContentMessages.saved),
    });
    renderAt(<EventsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Topic/, 'Resume clinic');
    fill(dialog, /^Agenda/, 'Bring your resume; leave with a better one.');
    fill(dialog, /^Host/, 'Elevate Community');
    fill(dialog, /^Starts/, '2030-03-10T18:00');
    fill(dialog, /^Ends/, '2030-03-10T19:30');
    fill(dialog, 'Seats', '50');
    fill(dialog, 'Meeting address', 'https://meet.example.in/resume');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add speaker' }));
    const speaker = within(dialog).getByRole('group', { name: 'Speaker 1' });
    fill(speaker, /^Speaker name/, 'Kavya Menon');
    fill(speaker, 'Organisation', 'Zoho');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/events')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/events')[0]!.body).toEqual({
      type: 'webinar',
      mode: 'online',
      topic: 'Resume clinic',
      agenda: 'Bring your resume; leave with a better one.',
      owner: 'Elevate Community',
      startDateTime: '2030-03-10T12:30:00.000Z',
      endDateTime: '2030-03-10T14:00:00.000Z',
      status: 'show',
      location: null,
      address: null,
      speakers: [
        { speakerName: 'Kavya Menon', speakerOrganisation: 'Zoho', speakerDesignation: '', otherParticulars: null },
      ],
      imageUrl: null,
      capacity: 50,
      meetingUrl: 'https://meet.example.in/resume',
      registrationOpen: true,
    });
  });

  it('shows the API’s field errors under the fields and keeps the form', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    mockApi({
      'GET /api/events/manage': listOf([event()]),
      'PUT /api/events/5': failWith(400, 'WUE-4000', 'Some fields need your attention.', {
        meetingUrl: 'Please enter a valid address',
      }),
    });
    renderAt(<EventsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cracking product interviews' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Topic/, 'Cracking product interviews, part 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await within(dialog).findByText('Please enter a valid address')).toBeInTheDocument();
    expect(fieldIn(dialog, /^Topic/)).toHaveValue('Cracking product interviews, part 2');
  });

  it('asks before deleting an event', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const api = mockApi({ 'GET /api/events/manage': listOf([event()]), 'DELETE /api/events/5': ok(null) });
    renderAt(<EventsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cracking product interviews' }));
    expect(callsTo(api, 'DELETE /api/events/5')).toHaveLength(0);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api, 'DELETE /api/events/5')).toHaveLength(1));
  });
});
