import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { toast } from '@/lib/toast';
import { ok } from '@/testing/api-double';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { ConsoleCancelDrill } from './console-cancel-drill';

const paidList = (count: number) =>
  ok({ data: [], totalRecordCount: count, totalRecords: count, totals: { paidPaise: 0, refundedPaise: 0, count } });

const render = (cancelledAt: string | null = null, cancellationReason: string | null = null) =>
  renderAt(
    <ConsoleCancelDrill
      drillId={9}
      drillName="DataQuest 2026"
      cancelledAt={cancelledAt}
      cancellationReason={cancellationReason}
    />,
  );

describe('cancelling a hackathon', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('says what happens, with the number of paid registrations to refund', async () => {
    await signIn(buildSession({ role: 'employer' }));
    const api = mockApi({ 'GET /api/wuepayments/payments': paidList(3) });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel hackathon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel DataQuest 2026?' });
    expect(await within(dialog).findByText(/3 paid registrations are refunded in full/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Registration closes at once/)).toBeInTheDocument();
    expect(within(dialog).getByText(/told by mail and in the app/)).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/wuepayments/payments')[0]!.query).toMatchObject({ drillId: '9', status: 'paid' });
  });

  it('needs a reason and the hackathon’s name before it sends anything', async () => {
    await signIn(buildSession({ role: 'employer' }));
    const api = mockApi({
      'GET /api/wuepayments/payments': paidList(0),
      'POST /api/console/drills/9/cancel': ok({ refunds: 0 }, PaymentMessages.cancelled(0)),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel hackathon' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel hackathon' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText(PaymentMessages.cancelReasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PaymentMessages.cancelNameMismatch)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Venue lost');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /name to confirm/ }), 'DataQuest');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText(PaymentMessages.cancelNameMismatch)).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/console/drills/9/cancel')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /name to confirm/ }), ' 2026');
    await userEvent.click(confirm);
    await waitFor(() => expect(callsTo(api, 'POST /api/console/drills/9/cancel')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/console/drills/9/cancel')[0]!.body).toEqual({ reason: 'Venue lost' });
    expect(await screen.findByText(/This hackathon was cancelled/)).toBeInTheDocument();
    expect(screen.getByText('Reason: Venue lost')).toBeInTheDocument();
  });

  it('shows the cancelled notice in place of the button once cancelled', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({});
    render('2026-04-02T10:00:00.000Z', 'Sponsor withdrew');
    expect(screen.getByText(/This hackathon was cancelled on 2 Apr 2026/)).toBeInTheDocument();
    expect(screen.getByText('Reason: Sponsor withdrew')).toBeInTheDocument();
    expect(screen.getByText('Paid registrations are refunded automatically.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel hackathon' })).not.toBeInTheDocument();
  });
});
