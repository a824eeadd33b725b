import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { caseOf } from '../testing/blog-fixtures';
import { mockApiWithUploads, ok } from '@/testing/api-double';
import { mockPhoneScreen, mockWideScreen } from '@/testing/media';
import { buildSession, renderAt, signIn } from '@/testing/render';
import { ModerationQueue } from './moderation-queue';

const open = [
  caseOf(),
  caseOf({
    caseId: 4,
    targetType: 'blog',
    targetId: 9,
    target: { ...caseOf().target, title: 'Fake offers', excerpt: 'Pay to get hired', path: '/blogs/fake-offers' },
  }),
];

describe('moderation queue', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('shows each reported item with a link to it, reporters, reasons with counts, details and dates', async () => {
    mockWideScreen();
    mockApiWithUploads({ 'GET /api/moderation/cases': ok({ data: open, totalRecordCount: 2, totalRecords: 2 }) });
    await signIn(buildSession({ role: 'admin' }));
    renderAt(<ModerationQueue />, '/console/admin/moderation');
    const table = await screen.findByRole('table', { name: 'Reports' }, { timeout: 10_000 });
    const row = within(table)
      .getByRole('link', { name: /My first internship/ })
      .closest('tr')!;
    expect(within(row).getByRole('link', { name: /My first internship/ })).toHaveAttribute(
      'href',
      '/blogs/my-first-internship#comment-44',
    );
    expect(within(row).getByText('Buy followers cheap at example.com')).toBeInTheDocument();
    expect(within(row).getByText('2 reporters')).toBeInTheDocument();
    expect(within(row).getByText('Spam or advertising (2)')).toBeInTheDocument();
    expect(within(row).getByText('Harassment or bullying (1)')).toBeInTheDocument();
    expect(within(row).getByText('“Posting the same link everywhere”')).toBeInTheDocument();
    expect(within(row).getByText(/First: 5 Nov 2026/)).toBeInTheDocument();
  });

  it('hides a case with a note and takes it off the open list at once', async () => {
    mockWideScreen();
    let answered: (() => void) | null = null;
    const api = mockApiWithUploads({
      'GET /api/moderation/cases': ({ query }) =>
        query.state === 'open' && !answered
          ? ok({ data: open, totalRecordCount: 2, totalRecords: 2 })
          : ok({ data: [open[1]], totalRecordCount: 1, totalRecords: 1 }),
      'PUT /api/moderation/cases/3': () => {
        answered = () => undefined;
        return ok({ ...open[0]!, state: 'hidden' }, 'Hidden from readers');
      },
    });
    await signIn(buildSession({ role: 'admin' }));
    renderAt(<ModerationQueue />, '/console/admin/moderation');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Hide comment My first internship at a Pune startup' },
        { timeout: 10_000 },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Hide this comment?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Spam link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByText('Buy followers cheap at example.com')).toBeNull());
    expect(api.callsTo('PUT /api/moderation/cases/3')[0]!.body).toEqual({ action: 'hide', note: 'Spam link' });
    expect(await screen.findByText('Hidden from readers')).toBeInTheDocument();
  });

  it('offers Restore on hidden cases and Hide on dismissed ones, as cards on a phone', async () => {
    mockPhoneScreen();
    mockApiWithUploads({
      'GET /api/moderation/cases': ({ query }) =>
        ok({
          data: [
            caseOf({
              state: query.state as 'hidden' | 'dismissed',
              target: { ...caseOf().target, hidden: query.state === 'hidden' },
            }),
          ],
          totalRecordCount: 1,
          totalRecords: 1,
        }),
    });
    await signIn(buildSession({ role: 'admin' }));
    renderAt(<ModerationQueue />, '/console/admin/moderation');
    await userEvent.click(await screen.findByRole('tab', { name: 'Hidden' }));
    expect(await screen.findByRole('button', { name: /^Restore comment/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Dismissed' }));
    expect(await screen.findByRole('button', { name: /^Hide comment/ })).toBeInTheDocument();
  });
});
