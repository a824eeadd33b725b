import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryThread, QueryThreadDetail } from '@elevate/contracts/drills/query.schema';
import { toast } from '@/lib/toast';
import { ok } from '@/testing/api-double';
import { mockWideScreen } from '@/testing/media';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { HostHelpInbox } from './host-help-inbox';

const thread: QueryThread = {
  queryId: 4,
  drillId: 9,
  participantId: 11,
  participantName: 'Asha Menon',
  subject: 'Can we use a paid map API?',
  status: 'open',
  messageCount: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};
const detail: QueryThreadDetail = {
  ...thread,
  messages: [
    {
      messageId: 1,
      fromHost: false,
      authorName: 'Asha Menon',
      body: 'Our prototype needs map tiles.',
      files: [{ key: 'query-file/1.pdf', fileName: 'architecture.pdf' }],
      createdAt: '2026-03-02T10:00:00.000Z',
    },
  ],
};
const answered: QueryThreadDetail = {
  ...detail,
  status: 'answered',
  messageCount: 2,
  messages: [
    ...detail.messages,
    {
      messageId: 2,
      fromHost: true,
      authorName: 'Hosts',
      body: 'Yes, any API.',
      files: [],
      createdAt: '2026-03-02T11:00:00.000Z',
    },
  ],
};

describe('the help-queries inbox', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('lists open questions, opens a thread with its files, and replies as the hosts', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockWideScreen();
    let replied = false;
    const api = mockApi({
      'GET /api/drills/9/queries': ok({ data: [thread], totalRecordCount: 1, totalRecords: 1 }),
      'GET /api/drills/9/queries/4': () => ok(replied ? answered : detail),
      'POST /api/drills/9/queries/4/messages': () => {
        replied = true;
        return ok(answered);
      },
    });
    renderAt(<HostHelpInbox drillId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: /Can we use a paid map API\?/ }));
    expect(callsTo(api, 'GET /api/drills/9/queries')[0]?.query).toMatchObject({ status: 'open' });
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Our prototype needs map tiles.')).toBeInTheDocument();
    expect(within(messages).getByRole('button', { name: 'architecture.pdf' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Yes, any API.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(callsTo(api, 'POST /api/drills/9/queries/4/messages')[0]?.body).toEqual({
        body: 'Yes, any API.',
        files: [],
      }),
    );
    expect(await within(messages).findByText('Yes, any API.')).toBeInTheDocument();
    expect(within(messages).getByText(/^Hosts ·/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  });

  it('filters by state and says when there is nothing', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockWideScreen();
    const api = mockApi({ 'GET /api/drills/9/queries': ok({ data: [], totalRecordCount: 0, totalRecords: 0 }) });
    renderAt(<HostHelpInbox drillId={9} />);
    expect(await screen.findByText('No open questions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    await waitFor(() =>
      expect(callsTo(api, 'GET /api/drills/9/queries').at(-1)?.query).toMatchObject({ status: 'closed' }),
    );
  });
});
