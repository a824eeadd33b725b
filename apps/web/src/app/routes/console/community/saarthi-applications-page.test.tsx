import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaarthiMessages } from '@elevate/contracts/saarthi/saarthi.messages';
import { buildApplication, listOf } from '@/features/saarthi/testing/saarthi-builders';
import { clearSession } from '@/lib/session';
import { ok } from '@/testing/api-double';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { SaarthiApplicationsPage } from './saarthi-applications-page';

describe('/console/admin/saarthi', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('lists waiting applications with every field and asks for the status and search in the address', async () => {
    await signIn(buildSession({ role: 'admin' }));
    const spy = mockApi({ 'GET /api/saarthi/applications': ok(listOf([buildApplication()])) });
    renderAt(<SaarthiApplicationsPage />, '/console/admin/saarthi?status=rejected&q=rohit');
    expect(await screen.findAllByText('Rohit Verma')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'https://www.linkedin.com/in/rohit-verma' })).toBeInTheDocument();
    expect(callsTo(spy, 'GET /api/saarthi/applications')[0]?.query).toEqual({
      status: 'rejected',
      q: 'rohit',
      limit: '20',
      offset: '0',
    });
  });

  it('will not reject without a reason, then sends the reason', async () => {
    await signIn(buildSession({ role: 'admin' }));
    const spy = mockApi({
      'GET /api/saarthi/applications': ok(listOf([buildApplication()])),
      'PUT /api/saarthi/21/review': ok(buildApplication({ status: 'rejected' }), SaarthiMessages.rejected),
    });
    renderAt(<SaarthiApplicationsPage />, '/console/admin/saarthi');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Reject' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(SaarthiMessages.rejectReasonRequired)).toBeInTheDocument();
    expect(callsTo(spy, 'PUT /api/saarthi/21/review')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Please add your LinkedIn profile.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(callsTo(spy, 'PUT /api/saarthi/21/review')[0]?.body).toEqual({
        decision: 'reject',
        reason: 'Please add your LinkedIn profile.',
      }),
    );
  });

  it('approves with one confirmation', async () => {
    await signIn(buildSession({ role: 'admin' }));
    const spy = mockApi({
      'GET /api/saarthi/applications': ok(listOf([buildApplication()])),
      'PUT /api/saarthi/21/review': ok(buildApplication({ status: 'approved' }), SaarthiMessages.approved),
    });
    renderAt(<SaarthiApplicationsPage />, '/console/admin/saarthi');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Approve' }))[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo(spy, 'PUT /api/saarthi/21/review')[0]?.body).toEqual({ decision: 'approve' }));
  });
});
