import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueJob, QueueOverview } from '@elevate/contracts/queue/queue.schema';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { QueueJobLists } from './queue-job-lists';

const failedMail: QueueJob = {
  id: '6f1c2d3e-1111-4222-8333-444455556666',
  queue: 'mail',
  state: 'failed',
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: '2026-11-23T10:00:01.000Z',
  attempts: 7,
  maxAttempts: 7,
  lastError: '451 Requested action aborted: try again later',
  mail: { to: 'ananya@example.in', subject: 'Verify your email' },
};
const queuedMail: QueueJob = {
  ...failedMail,
  id: '6f1c2d3e-1111-4222-8333-777788889999',
  state: 'retry',
  attempts: 2,
  mail: { to: 'rohit@example.in', subject: 'Your application was shortlisted' },
};
const overview = (over: Partial<QueueOverview> = {}): QueueOverview => ({
  counts: [{ queue: 'mail', queued: 1, running: 0, failed: 1, completed: 12 }],
  queued: [queuedMail],
  running: [],
  failed: [failedMail],
  ...over,
});

describe('background jobs admin lists', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows counts, the failed mail with its recipient and error, and the queued one waiting to retry', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockApi({ 'GET /api/console/admin/queue': [200, { httpStatus: 200, result: overview() }] });
    renderAt(<QueueJobLists />, '/console/admin/jobs');
    const failed = await screen.findByRole('list', { name: 'Failed' });
    expect(within(failed).getByText(/To ananya@example.in · Verify your email/)).toBeInTheDocument();
    expect(within(failed).getByText(/Last error: 451 Requested action aborted/)).toBeInTheDocument();
    expect(within(failed).getByText(/Try 7 of 7/)).toBeInTheDocument();
    const queued = screen.getByRole('list', { name: 'Queued' });
    expect(within(queued).getByText(/waiting to retry/)).toBeInTheDocument();
    expect(within(queued).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 queued · 0 running · 1 failed · 12 done')).toBeInTheDocument();
    expect(screen.getByText('Nothing is running.')).toBeInTheDocument();
  });

  it('retries a failed job and discards one after confirming, then reloads the lists', async () => {
    await signIn(buildSession({ role: 'admin' }));
    const spy = mockApi({
      'GET /api/console/admin/queue': [200, { httpStatus: 200, result: overview() }],
      [`POST /api/console/admin/queue/mail/${failedMail.id}/retry`]: [
        200,
        { httpStatus: 200, message: 'The job is queued again.', result: { id: failedMail.id } },
      ],
      [`DELETE /api/console/admin/queue/mail/${failedMail.id}`]: [
        200,
        { httpStatus: 200, message: 'The job was discarded.', result: { id: failedMail.id } },
      ],
    });
    renderAt(<QueueJobLists />, '/console/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry the mail to ananya@example.in' }));
    expect(callsTo(spy, `POST /api/console/admin/queue/mail/${failedMail.id}/retry`)).toHaveLength(1);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const discard = screen.getByRole('button', { name: 'Discard the mail to ananya@example.in' });
    await userEvent.click(discard);
    expect(callsTo(spy, `DELETE /api/console/admin/queue/mail/${failedMail.id}`)).toHaveLength(0);
    await userEvent.click(discard);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(callsTo(spy, `DELETE /api/console/admin/queue/mail/${failedMail.id}`)).toHaveLength(1);
    // Each action reloads the overview.
    expect(callsTo(spy, 'GET /api/console/admin/queue').length).toBeGreaterThanOrEqual(3);
  });

  it('says so when nothing failed, waits or runs', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockApi({
      'GET /api/console/admin/queue': [
        200,
        { httpStatus: 200, result: overview({ counts: [], queued: [], failed: [], running: [] }) },
      ],
    });
    renderAt(<QueueJobLists />, '/console/admin/jobs');
    expect(await screen.findByText('No failed jobs. Nothing needs a decision.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting.')).toBeInTheDocument();
  });
});
