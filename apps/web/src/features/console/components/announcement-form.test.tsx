import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrillPeopleMessages } from '@elevate/contracts/console/console-drill-people.messages';
import { toast } from '@/lib/toast';
import { failWith, ok } from '@/testing/api-double';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { AnnouncementForm } from './announcement-form';

const phases = [
  { phaseId: 1, name: 'Idea' },
  { phaseId: 2, name: 'Prototype' },
];
const created = {
  announcementId: 3,
  phaseId: 2,
  phase: 'Prototype',
  title: 'Demo slots',
  body: '<p>Pick a slot</p>',
  byMail: false,
  createdAt: '2026-03-02T10:00:00.000Z',
  deliveredAt: null,
  recipientCount: 0,
};

const fill = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Demo slots');
  await userEvent.click(screen.getByRole('textbox', { name: /^Announcement/ }));
  await userEvent.paste('<p>Pick a slot</p>');
};
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));

describe('the announcement form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('asks for a title and a body and sends nothing without them', async () => {
    const api = mockApi({});
    renderAt(<AnnouncementForm drillId={9} phases={phases} />);
    await send();
    expect(await screen.findByText(DrillPeopleMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(DrillPeopleMessages.bodyRequired)).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/console/drills/9/announcements')).toHaveLength(0);
  });

  it("sends to one phase's participants without mail, then clears the form", async () => {
    await signIn(buildSession({ role: 'employer' }));
    const api = mockApi({
      'POST /api/console/drills/9/announcements': ok(created, DrillPeopleMessages.announcementQueued(false), 201),
    });
    renderAt(<AnnouncementForm drillId={9} phases={phases} />);
    await fill();
    await userEvent.click(screen.getByRole('combobox', { name: 'Send to' }));
    await userEvent.click(screen.getByRole('option', { name: 'Participants of Prototype' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Also send by mail' }));
    await send();
    expect(await screen.findByText(DrillPeopleMessages.announcementQueued(false))).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/console/drills/9/announcements')[0]?.body).toEqual({
      title: 'Demo slots',
      body: '<p>Pick a slot</p>',
      phaseId: 2,
      byMail: false,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(''));
  });

  it('sends to everyone by mail by default and shows the rate limit in words', async () => {
    await signIn(buildSession({ role: 'employer' }));
    const limited = DrillPeopleMessages.tooManyAnnouncements(5, '2 Mar, 4:30 pm');
    const api = mockApi({ 'POST /api/console/drills/9/announcements': failWith(429, 'WUE-4290', limited) });
    renderAt(<AnnouncementForm drillId={9} phases={phases} />);
    await fill();
    await send();
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/console/drills/9/announcements')[0]?.body).toMatchObject({
      phaseId: null,
      byMail: true,
    });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Demo slots');
  });
});
