import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { toast } from '@/lib/toast';
import { failWith, ok } from '@/testing/api-double';
import { mockPhoneScreen, mockWideScreen } from '@/testing/media';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { buildStory, fieldIn, listOf } from './admin-test-kit';
import StoriesPage from './stories-page';

vi.mock('@/features/content/components/admin-rich-text', async () => ({
  AdminRichText: (await import('./admin-test-kit')).FakeRichText,
}));

/** Types into a field at once (the console's dialogs are long; typing key by key is slow on a busy machine). */
const fill = (dialog: HTMLElement, label: RegExp | string, text: string) =>
  fireEvent.change(fieldIn(dialog, label), { target: { value: text } });

describe('stories console', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('lists stories as a table with their state and filters them by kind and state', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockWideScreen();
    mockApi({
      'GET /api/casestudy/manage': listOf([
        buildStory(),
        buildStory({
          caseStudyId: 12,
          title: 'Tata Steel runs its first open innovation',
          type: 'casestudy',
          status: 'draft',
          publishedAt: null,
        }),
      ]),
    });
    renderAt(<StoriesPage />);
    const table = await screen.findByRole('table', { name: 'Stories' });
    expect(within(table).getByText('Published')).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /public page of Ananya/ })).toHaveAttribute(
      'href',
      '/success-story/ananya-hired-at-freshworks',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(screen.getByRole('option', { name: 'Drafts' }));
    expect(within(table).queryByText('Ananya joins Freshworks after DataQuest')).not.toBeInTheDocument();
    expect(within(table).getByText('Tata Steel runs its first open innovation')).toBeInTheDocument();
  });

  it('writes a new story and sends every field, published now', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const api = mockApi({
      'GET /api/casestudy/manage': listOf([]),
      'POST /api/casestudy': ok(buildStory(), ContentMessages.saved),
    });
    renderAt(<StoriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New story' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Title/, 'Rohit wins Smart India Hackathon');
    fill(dialog, /^Summary/, 'A team from VIT Vellore took the top prize.');
    fill(dialog, /^Person's name/, 'Rohit Sharma');
    fill(dialog, /^Organisation/, 'VIT Vellore');
    await userEvent.type(
      await within(dialog).findByLabelText('The story', { selector: 'textarea' }),
      '<p>It began in a hostel room.</p>',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Publish now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/casestudy')).toHaveLength(1));
    const body = callsTo(api, 'POST /api/casestudy')[0]!.body!;
    expect(body).toMatchObject({
      type: 'successstory',
      subType: 'hackathon',
      title: 'Rohit wins Smart India Hackathon',
      summary: 'A team from VIT Vellore took the top prize.',
      personName: 'Rohit Sharma',
      organisation: 'VIT Vellore',
      bodyHtml: '<p>It began in a hostel room.</p>',
      status: 'published',
      partnerId: null,
      isFeatured: false,
    });
    expect(Date.parse(body.publishedAt as string)).toBeLessThanOrEqual(Date.now());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a taken address under its field and keeps what was typed', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    mockApi({
      'GET /api/casestudy/manage': listOf([buildStory()]),
      'PUT /api/casestudy/11': failWith(409, 'WUE-4090', ContentMessages.custUrlTaken, {
        custUrl: ContentMessages.custUrlTaken,
      }),
    });
    renderAt(<StoriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Ananya/ }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, /^Address/, 'rohit-sih');
    fill(dialog, /^Title/, 'A new title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findAllByText(ContentMessages.custUrlTaken)).not.toHaveLength(0);
    expect(fieldIn(dialog, /^Title/)).toHaveValue('A new title');
    expect(fieldIn(dialog, /^Address/)).toHaveValue('rohit-sih');
  });

  it('schedules a story at an IST time', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const api = mockApi({
      'GET /api/casestudy/manage': listOf([buildStory()]),
      'PUT /api/casestudy/11': ok(buildStory()),
    });
    renderAt(<StoriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Ananya/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    const when = within(dialog).getByLabelText(/^Goes public at/);
    await userEvent.clear(when);
    await userEvent.type(when, '2030-01-15T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/casestudy/11')).toHaveLength(1));
    expect(callsTo(api, 'PUT /api/casestudy/11')[0]!.body).toMatchObject({
      status: 'published',
      publishedAt: '2030-01-15T04:30:00.000Z',
      custUrl: 'ananya-hired-at-freshworks',
    });
  });

  it('asks before deleting a story and deletes it only once confirmed', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockPhoneScreen();
    const api = mockApi({
      'GET /api/casestudy/manage': listOf([buildStory()]),
      'DELETE /api/casestudy/11': ok(null, ContentMessages.deleted),
    });
    renderAt(<StoriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Ananya/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this story?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'DELETE /api/casestudy/11')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Ananya/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this story?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(callsTo(api, 'DELETE /api/casestudy/11')).toHaveLength(1));
  });
});
