import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HostedAnnouncement } from '@elevate/contracts/console/console-drill-announcements.schema';
import { ok } from '@/testing/api-double';
import { buildSession, mockApi, renderAt, signIn } from '@/testing/render';
import { AnnouncementList } from './announcement-list';

const base: HostedAnnouncement = {
  announcementId: 1,
  phaseId: null,
  phase: null,
  title: 'Mentor hours',
  body: '<p>Friday 5 pm</p>',
  byMail: true,
  createdAt: new Date().toISOString(),
  deliveredAt: null,
  recipientCount: 0,
};

describe('the announcements sent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says Sending… until delivered, then to how many, and to whom and how', async () => {
    await signIn(buildSession({ role: 'employer' }));
    const list = [
      base,
      {
        ...base,
        announcementId: 2,
        title: 'Demo slots',
        phaseId: 2,
        phase: 'Prototype',
        byMail: false,
        deliveredAt: new Date().toISOString(),
        recipientCount: 4,
      },
      { ...base, announcementId: 3, title: 'Old news', createdAt: '2026-01-01T10:00:00.000Z' },
    ];
    mockApi({ 'GET /api/console/drills/9/announcements': ok({ data: list, totalRecordCount: 3, totalRecords: 3 }) });
    renderAt(<AnnouncementList drillId={9} />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Sending…')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Everyone registered · In the app and by mail/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Delivered to 4 participants')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Participants of Prototype · In the app only/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Not delivered yet: retrying')).toBeInTheDocument();
  });

  it('says so when nothing was announced yet', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({ 'GET /api/console/drills/9/announcements': ok({ data: [], totalRecordCount: 0, totalRecords: 0 }) });
    renderAt(<AnnouncementList drillId={9} />);
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  });
});
