import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feed, Organisation } from '@elevate/contracts/content/site-content.schema';
import type { AdminStats } from '@/features/content/api/admin-stats';
import type { AdminTestimonial } from '@/features/content/api/admin-testimonials';
import { toast } from '@/lib/toast';
import { failWith, ok } from '@/testing/api-double';
import { mockPhoneScreen, mockWideScreen } from '@/testing/media';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { fieldIn, listOf } from './admin-test-kit';
import NewsPage from './news-page';
import OrganisationsPage from './organisations-page';
import StatsPage from './stats-page';
import TestimonialsPage from './testimonials-page';

const testimonial: AdminTestimonial = {
  testimonialPostId: 2,
  postedDate: '2026-08-01',
  postedByUsername: 'Sneha Reddy',
  postedByUserDesignation: 'B.Tech, NIT Warangal',
  postedContent: 'I found my internship through a hackathon here.',
  active: true,
};

const organisation: Organisation = {
  organisationId: 4,
  name: 'IIT Madras',
  kind: 'academic',
  logoUrl: null,
  websiteUrl: 'https://www.iitm.ac.in',
  position: 1,
  active: true,
};

const feed: Feed = {
  feedId: 8,
  title: 'DataQuest 2026 results are out',
  body: '',
  linkUrl: '/drills/dataquest-2026',
  kind: 'result',
  active: true,
  publishedAt: '2026-11-20T04:30:00.000Z',
};

const fill = (root: HTMLElement, label: RegExp | string, text: string) =>
  fireEvent.change(fieldIn(root, label), { target: { value: text } });

describe('testimonials, organisations, news and stats consoles', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('hides a testimonial with its switch, sending the whole testimonial', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockWideScreen();
    const api = mockApi({
      'GET /api/testimonial/manage': listOf([testimonial]),
      'PUT /api/testimonial/2': ok(testimonial),
    });
    renderAt(<TestimonialsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: "Show Sneha Reddy's testimonial" }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/testimonial/2')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/testimonial/2')[0]!.body).toEqual({
      postedByUsername: 'Sneha Reddy',
      postedByUserDesignation: 'B.Tech, NIT Warangal',
      postedContent: 'I found my internship through a hackathon here.',
      active: false,
    });
  });

  it('adds a testimonial and shows a missing name before sending anything', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const api = mockApi({ 'GET /api/testimonial/manage': listOf([]), 'POST /api/testimonial': ok(testimonial) });
    renderAt(<TestimonialsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New testimonial' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Designation/, 'MBA, IIM Indore');
    fill(dialog, /^Testimonial/, 'Saarthi mentoring changed how I prepare.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    fill(dialog, /^Name/, 'Arjun Nair');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/testimonial')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/testimonial')[0]!.body).toEqual({
      postedByUsername: 'Arjun Nair',
      postedByUserDesignation: 'MBA, IIM Indore',
      postedContent: 'Saarthi mentoring changed how I prepare.',
      active: true,
    });
  });

  it('lists campuses apart from companies and saves an edited logo entry', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const api = mockApi({
      'GET /api/common/organisationandacademic/manage': listOf([organisation]),
      'PUT /api/common/organisationandacademic/4': ok(organisation),
    });
    renderAt(<OrganisationsPage />);
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Campuses' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit IIT Madras' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Position/, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save organisation' }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/common/organisationandacademic/4')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/common/organisationandacademic/4')[0]!.body).toEqual({
      name: 'IIT Madras',
      kind: 'academic',
      logoUrl: null,
      websiteUrl: 'https://www.iitm.ac.in',
      position: 3,
      active: true,
    });
  });

  it('shows a refused news link under its field and keeps the title typed', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const message = 'Use a path on this site (/jobs) or an https:// address';
    mockApi({
      'GET /api/feeds/manage': listOf([feed]),
      'PUT /api/feeds/8': failWith(400, 'WUE-4000', 'Check the fields', { linkUrl: message }),
    });
    renderAt(<NewsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit DataQuest 2026 results are out' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Title/, 'DataQuest 2026: the winners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save news' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fieldIn(dialog, /^Title/)).toHaveValue('DataQuest 2026: the winners');
  });

  it('saves the platform numbers as a new record and says who updated them last', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const stats: AdminStats = {
      statsId: 3,
      numberOfUsersOnPlatform: 120000,
      numberOfJobPosted: 900,
      numberOfPartners: 80,
      joiningsDone: 400,
      userUpdatedby: 'Priya Admin',
      recordInsertedts: '2026-11-01T04:30:00.000Z',
      numberOfSquadPrograms: 4,
      numberOfHackathons: 60,
      numberOfProfessionalsUsers: 30000,
      numberOfFreshersUsers: 90000,
      numberOfFresherHired: 300,
      numberOfInternsHired: 150,
      numberOfmeetups: 25,
      numberOfColleges: 500,
      numberOfFresherDrives: 12,
      numberOfStudentsInSquad: 800,
    };
    const api = mockApi({ 'GET /api/stats': ok(stats), 'POST /api/stats': ok({ ...stats, statsId: 4 }) });
    renderAt(<StatsPage />);
    expect(await screen.findByText(/by Priya Admin/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Platform numbers' });
    fill(form, 'Hackathons', '61');
    await userEvent.click(within(form).getByRole('button', { name: 'Save numbers' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/stats')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/stats')[0]!.body).toMatchObject({
      numberOfHackathons: 61,
      numberOfUsersOnPlatform: 120000,
      numberOfOpenInnovation: 0,
      numberOfEyeballs: 0,
    });
  });
});
