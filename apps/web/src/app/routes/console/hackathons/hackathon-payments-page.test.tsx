import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ConsoleDrill } from '@elevate/contracts/console/console-drill.schema';
import { AppProviders } from '@/app/providers';
import { buildDrillDetail } from '@/features/drills/testing/drill-builders';
import { ok } from '@/testing/api-double';
import { buildSession, mockApi, signIn } from '@/testing/render';
import { HackathonPaymentsPage } from './hackathon-payments-page';

const consoleDrill = {
  drillId: 12,
  partnerId: 3,
  name: 'Kaveri Green Build',
  registrationEndDt: '2099-01-01T00:00:00.000Z',
};

const routes = (cancelled: boolean) => ({
  'GET /api/console/drills/12': ok(consoleDrill as ConsoleDrill),
  'GET /api/console/drills/12/preview': ok(
    buildDrillDetail(cancelled ? { cancelledAt: '2026-04-02T10:00:00.000Z', cancellationReason: 'Venue lost' } : {}),
  ),
  'GET /api/drill/12/paymentconfigurations': ok({
    drillId: 12,
    amount: 499,
    gstRatePercent: 18,
    chargeBasis: 'participant',
    refundPolicy: '',
    hasPayments: false,
    updatedAt: null,
  }),
  'GET /api/promocodes': ok({ data: [], totalRecordCount: 0, totalRecords: 0 }),
  'GET /api/wuepayments/payments': ok({
    data: [],
    totalRecordCount: 0,
    totalRecords: 0,
    totals: { paidPaise: 0, refundedPaise: 0, count: 0 },
  }),
});

const renderPage = () => {
  const router = createMemoryRouter(
    [{ path: '/console/hackathons/:drillId/payments', element: <HackathonPaymentsPage /> }],
    {
      initialEntries: ['/console/hackathons/12/payments'],
    },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

describe('the Payments tab of a hackathon', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds the fee, promo codes, payments and the danger zone', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi(routes(false));
    renderPage();
    expect(await screen.findByRole('spinbutton', { name: 'Fee per registration' })).toHaveValue(499);
    expect(screen.getByRole('region', { name: 'Promo codes' })).toBeInTheDocument();
    expect(await screen.findByText('No promo codes yet')).toBeInTheDocument();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel hackathon' })).toBeInTheDocument();
  });

  it('puts the cancelled notice on top and no longer offers cancelling', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi(routes(true));
    renderPage();
    expect(await screen.findByText(/This hackathon was cancelled on 2 Apr 2026/)).toBeInTheDocument();
    expect(screen.getByText('Reason: Venue lost')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Danger zone' })).not.toBeInTheDocument();
  });
});
