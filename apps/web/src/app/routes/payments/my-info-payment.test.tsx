import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyInfoPanel } from '@/features/drills/components/my-info-panel';
import { buildDrill, mockDrillsApi, ok, registered } from '@/features/drills/testing/participation-builders';
import { buildPaymentView, PAYMENT_ID } from '@/features/payments/testing/payment-builders';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import { PaymentSlots } from './payment-slots';

const LATEST = 'GET /api/wuepayments/entities/12/payments/latest';
const base = {
  'GET /api/drills/12/participants': ok(registered({ answers: {} })),
  'GET /api/drill/12/participant/fields': ok([]),
};

const renderMyInfo = () =>
  renderAt(
    <PaymentSlots>
      <MyInfoPanel drill={buildDrill({ registrationFee: 1499 })} participantId={70} />
    </PaymentSlots>,
    '/drills/participant-dashboard/12/70/my-info',
  );

describe('My info with payments', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('shows the payment of a paid registration: amount, paid on, receipt number, and downloads the receipt', async () => {
    signIn();
    const api = mockDrillsApi({
      ...base,
      [LATEST]: ok(buildPaymentView({ promoCode: 'SAVE225', amountPaise: 127_400, paidAt: '2026-11-24T08:35:00Z' })),
    });
    const download = vi.fn(
      async () => new Response(new Blob(['%PDF']), { headers: { 'content-disposition': 'attachment' } }),
    );
    renderMyInfo();
    const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 5000 });
    expect(payment).toHaveTextContent('₹1,274');
    expect(payment).toHaveTextContent('(promo code SAVE225)');
    expect(payment).toHaveTextContent('24 Nov 2026, 2:05 pm IST');
    expect(payment).toHaveTextContent('ELV/2026-27/000123');
    expect(api.callsTo(LATEST)[0]!.query).toEqual({ entityType: 'drill' });

    // The receipt is fetched with the session (a link could not carry it), then saved.
    api.spy.mockImplementation(download);
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(String((download.mock.calls[0] as unknown[])[0])).toBe(`/api/wuepayments/payments/${PAYMENT_ID}/receipt`);
  });

  it('a free registration (no payment) shows no payment section', async () => {
    signIn();
    const api = mockDrillsApi({ ...base });
    renderMyInfo();
    expect(await screen.findByRole('heading', { name: 'My registration' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(LATEST)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });
});
