import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { PaymentListItem } from '@elevate/contracts/payments/payments.schema';
import { toast } from '@/lib/toast';
import { ok } from '@/testing/api-double';
import { mockPhoneScreen, mockWideScreen } from '@/testing/media';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { ConsolePaymentsList } from './console-payments-list';

const payment = (overrides: Partial<PaymentListItem> = {}): PaymentListItem => ({
  paymentId: '0b7c3f4e-2a1d-4c5b-9e8f-7a6b5c4d3e2f',
  status: 'paid',
  provider: 'local',
  entityType: 'drill',
  entityId: 9,
  entityName: 'DataQuest',
  entityCustUrl: 'dataquest',
  listPricePaise: 149_900,
  discountPaise: 29_980,
  amountPaise: 119_920,
  promoCode: 'EARLY20',
  receiptNumber: 'ELV/2026-27/000007',
  participantId: 11,
  failureReason: null,
  createdAt: '2026-04-02T10:00:00.000Z',
  paidAt: '2026-04-02T10:01:00.000Z',
  refundedAt: null,
  expiresAt: '2026-04-02T10:30:00.000Z',
  canRetry: false,
  payerName: 'Asha Menon',
  payerEmail: 'asha@example.in',
  providerOrderId: 'order_local_abc',
  providerPaymentId: 'pay_local_abc',
  refundReason: null,
  ...overrides,
});

const failed = payment({
  paymentId: '1b7c3f4e-2a1d-4c5b-9e8f-7a6b5c4d3e2f',
  status: 'failed',
  receiptNumber: null,
  paidAt: null,
  payerName: 'Ravi Kumar',
  payerEmail: 'ravi@example.in',
  failureReason: 'Card declined',
  entityId: 12,
  entityName: 'Smart Build',
});

const listOf = (rows: PaymentListItem[]) =>
  ok({
    data: rows,
    totalRecordCount: rows.length,
    totalRecords: rows.length,
    totals: { paidPaise: 119_920, refundedPaise: 50_000, count: rows.length },
  });

/** apiDownload saves through a temporary link: its click is kept from navigating jsdom. */
const stubDownloads = () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
};

describe('the payments list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows the totals and each payment of the hackathon as a table row, with Refund only on paid rows', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockWideScreen();
    const api = mockApi({ 'GET /api/wuepayments/payments': listOf([payment(), failed]) });
    renderAt(<ConsolePaymentsList drillId={9} />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('₹1,199.20')).toBeInTheDocument();
    expect(within(totals).getByText('₹500')).toBeInTheDocument();
    const paid = within(table).getByText('Asha Menon').closest('tr')!;
    expect(within(paid).getByText('₹1,499 less ₹299.80 (EARLY20)')).toBeInTheDocument();
    expect(within(paid).getByText('ELV/2026-27/000007')).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Refund Asha Menon' })).toBeInTheDocument();
    const bad = within(table).getByText('Ravi Kumar').closest('tr')!;
    expect(within(bad).getByText('Failed')).toBeInTheDocument();
    expect(within(bad).getByText('Card declined')).toBeInTheDocument();
    expect(within(bad).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Hackathon' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET /api/wuepayments/payments')[0]!.query).toMatchObject({
      drillId: '9',
      limit: '25',
      offset: '0',
    });
  });

  it('asks again with the status, dates and search, and downloads the CSV of what matches', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    stubDownloads();
    const api = mockApi({
      'GET /api/wuepayments/payments': listOf([payment()]),
      'GET /api/wuepayments/payments.csv': () => [200, { httpStatus: 200 }],
    });
    renderAt(<ConsolePaymentsList drillId={9} />);
    await screen.findByText('Asha Menon');
    const last = () => callsTo(api, 'GET /api/wuepayments/payments').at(-1)!.query;
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Refunded' }));
    await waitFor(() => expect(last()).toMatchObject({ status: 'refunded' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-04-01');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'asha');
    await waitFor(() => expect(last()).toMatchObject({ status: 'refunded', from: '2026-04-01', q: 'asha' }));

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(callsTo(api, 'GET /api/wuepayments/payments.csv')).toHaveLength(1));
    const csv = callsTo(api, 'GET /api/wuepayments/payments.csv')[0]!.query;
    expect(csv).toEqual({ drillId: '9', status: 'refunded', from: '2026-04-01', q: 'asha' });
  });

  it('refunds a paid payment with the reason the payer is told', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockPhoneScreen();
    const api = mockApi({
      'GET /api/wuepayments/payments': listOf([payment()]),
      [`POST /api/wuepayments/payments/${payment().paymentId}/refund`]: ok(
        payment({ status: 'paid' }),
        PaymentMessages.refundStarted,
      ),
    });
    renderAt(<ConsolePaymentsList drillId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund Asha Menon' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/Say why this payment is refunded/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, `POST /api/wuepayments/payments/${payment().paymentId}/refund`)[0]!.body).toEqual({
      reason: 'Twice',
    });
  });

  it('for admins, lists every hackathon and narrows to one picked from a row', async () => {
    await signIn(buildSession({ role: 'admin' }));
    mockWideScreen();
    const api = mockApi({ 'GET /api/wuepayments/payments': listOf([payment(), failed]) });
    renderAt(<ConsolePaymentsList />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('columnheader', { name: 'Hackathon' })).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/wuepayments/payments')[0]!.query.drillId).toBeUndefined();
    await userEvent.click(within(table).getByRole('button', { name: 'Smart Build' }));
    await waitFor(() =>
      expect(callsTo(api, 'GET /api/wuepayments/payments').at(-1)!.query).toMatchObject({ drillId: '12' }),
    );
    expect(screen.getByText('Hackathon: Smart Build')).toBeInTheDocument();
  });
});
