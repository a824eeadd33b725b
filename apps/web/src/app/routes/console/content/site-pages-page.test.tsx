import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { toast } from '@/lib/toast';
import { failWith, ok } from '@/testing/api-double';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { fieldIn } from './admin-test-kit';
import SitePagesPage from './site-pages-page';

vi.mock('@/features/content/components/admin-rich-text', async () => ({
  AdminRichText: (await import('./admin-test-kit')).FakeRichText,
}));

const page = (overrides: Partial<SitePage> = {}): SitePage => ({
  key: 'home',
  title: 'Elevate',
  headline: 'Where India’s students meet the companies that hire them',
  intro: 'Hackathons, jobs and mentors in one place.',
  sections: [{ heading: 'For students', bodyHtml: '<p>Compete and get hired.</p>' }],
  updatedAt: null,
  ...overrides,
});

const pages = [
  page(),
  page({
    key: 'aboutus',
    title: 'About us',
    headline: 'Our story',
    sections: [],
    updatedAt: '2026-11-01T05:30:00.000Z',
  }),
];

describe('page words console', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('says a page uses its defaults, links to it, and adds a section before saving', async () => {
    await signIn(buildSession({ role: 'admin' }));
    const api = mockApi({
      'GET /api/common/pages': ok(pages),
      'POST /api/common/pages': ok(pages[0], ContentMessages.pageSaved),
    });
    renderAt(<SitePagesPage />);
    expect(await screen.findByText(/Using defaults/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View page/ })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const section = screen.getByRole('group', { name: 'Section 2' });
    fireEvent.change(fieldIn(section, /^Heading/), { target: { value: 'For companies' } });
    fireEvent.change(fieldIn(section, 'Section 2 text'), { target: { value: '<p>Hire from 500 campuses.</p>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/common/pages')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/common/pages')[0]!.body).toEqual({
      key: 'home',
      title: 'Elevate',
      headline: 'Where India’s students meet the companies that hire them',
      intro: 'Hackathons, jobs and mentors in one place.',
      sections: [
        { heading: 'For companies', bodyHtml: '<p>Hire from 500 campuses.</p>' },
        { heading: 'For students', bodyHtml: '<p>Compete and get hired.</p>' },
      ],
    });
  });

  it('switches to another page, shows when it was edited, and puts the API’s field errors under the fields', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockApi({
      'GET /api/common/pages': ok(pages),
      'POST /api/common/pages': failWith(400, 'WUE-4000', 'Some fields need your attention.', {
        headline: 'Headline is too loud',
      }),
    });
    renderAt(<SitePagesPage />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Page' }));
    await userEvent.click(screen.getByRole('option', { name: 'About us' }));
    expect(await screen.findByText(/^Edited 1 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View page/ })).toHaveAttribute('href', '/aboutus');
    const form = screen.getByRole('form', { name: 'Page words' });
    fireEvent.change(fieldIn(form, /^Headline/), { target: { value: 'OUR STORY!!!' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Headline is too loud')).toBeInTheDocument();
    expect(fieldIn(form, /^Headline/)).toHaveValue('OUR STORY!!!');
  });
});
