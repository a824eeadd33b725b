import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { PaymentConfiguration } from '@elevate/contracts/payments/payments.schema';
import { toast } from '@/lib/toast';
import { failWith, ok } from '@/testing/api-double';
import { buildSession, callsTo, mockApi, renderAt, signIn } from '@/testing/render';
import { ConsoleFee } from './console-fee-form';

const config = (overrides: Partial<PaymentConfiguration> = {}): PaymentConfiguration => ({
  drillId: 9,
  amount: 1499,
  gstRatePercent: 18,
  chargeBasis: 'participant',
  refundPolicy: 'Full refund until registration closes.',
  hasPayments: false,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const PATH = '/api/drill/9/paymentconfigurations';

describe('the registration fee form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.dismiss());
  });

  it('shows the taxable value and GST of the fee as the host types it', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({ [`GET ${PATH}`]: ok(config()) });
    renderAt(<ConsoleFee drillId={9} />);
    const amount = await screen.findByRole('spinbutton', { name: 'Fee per registration' });
    expect(screen.getByText(/taxable value ₹1,270.34 and GST \(18 %\) ₹228.66/)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1180');
    expect(screen.getByText(/taxable value ₹1,000 and GST \(18 %\) ₹180/)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    expect(screen.getByText('Registration is free.')).toBeInTheDocument();
  });

  it('explains that a team fee covers teammates who join with the invite code', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({ [`GET ${PATH}`]: ok(config()) });
    renderAt(<ConsoleFee drillId={9} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Each team' }));
    expect(screen.getByText(/teammates who join with the team's invite code pay nothing/)).toBeInTheDocument();
  });

  it('refuses a fee in paise or above the limit under the field, and sends nothing', async () => {
    await signIn(buildSession({ role: 'employer' }));
    const api = mockApi({ [`GET ${PATH}`]: ok(config()), [`PUT ${PATH}`]: ok(config()) });
    renderAt(<ConsoleFee drillId={9} />);
    const amount = await screen.findByRole('spinbutton', { name: 'Fee per registration' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '99.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText(PaymentMessages.amountWhole)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '600000');
    await userEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText(PaymentMessages.amountMax(500_000))).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText(PaymentMessages.amountRequired)).toBeInTheDocument();
    expect(callsTo(api, `PUT ${PATH}`)).toHaveLength(0);
  });

  it('saves the fee, rate, basis and policy, and puts the server’s field message under its field', async () => {
    await signIn(buildSession({ role: 'employer' }));
    let answer: ReturnType<typeof ok> | ReturnType<typeof failWith> = failWith(400, 'WUE-4000', 'Check the fields.', {
      refundPolicy: 'Say something about refunds.',
    });
    const api = mockApi({ [`GET ${PATH}`]: ok(config()), [`PUT ${PATH}`]: () => answer });
    renderAt(<ConsoleFee drillId={9} />);
    const amount = await screen.findByRole('spinbutton', { name: 'Fee per registration' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '999');
    await userEvent.click(screen.getByRole('combobox', { name: 'GST rate' }));
    await userEvent.click(screen.getByRole('option', { name: '12 %' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Each team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('Say something about refunds.')).toBeInTheDocument();
    expect(callsTo(api, `PUT ${PATH}`)[0]!.body).toEqual({
      amount: 999,
      gstRatePercent: 12,
      chargeBasis: 'team',
      refundPolicy: 'Full refund until registration closes.',
    });

    answer = ok(config({ amount: 999, gstRatePercent: 12, chargeBasis: 'team' }), PaymentMessages.configurationSaved);
    await userEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    await waitFor(() => expect(callsTo(api, `PUT ${PATH}`)).toHaveLength(2));
  });

  it('locks the fee, rate and basis with the reason once people have paid, but not the refund policy', async () => {
    await signIn(buildSession({ role: 'employer' }));
    mockApi({ [`GET ${PATH}`]: ok(config({ hasPayments: true })) });
    renderAt(<ConsoleFee drillId={9} />);
    expect(await screen.findByText(PaymentMessages.feeLockedAfterPayments)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Fee per registration' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Each team' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'GST rate' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: 'Refund policy' })).toBeEnabled();
  });
});
