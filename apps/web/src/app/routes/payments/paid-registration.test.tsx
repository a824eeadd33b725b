import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { ParticipationButton } from '@/features/drills/components/participation-button';
import {
  buildDrill,
  buildParticipation,
  failWith,
  mockDrillsApi,
  ok,
} from '@/features/drills/testing/participation-builders';
import { CheckoutMessages } from '@/features/payments/components/registration-checkout';
import { buildOrder, buildPaymentView, buildQuote, PAYMENT_ID } from '@/features/payments/testing/payment-builders';
import type { RazorpayOptions } from '@/features/payments/utils/razorpay-checkout';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { renderAt, signIn } from '@/testing/render';
import { PaymentSlots } from './payment-slots';

const fields: FormFieldDefinition[] = [{ key: 'college', label: 'College', type: 'Text', required: true }];
const STATE = 'GET /api/drills/12/participants';
const FIELDS = 'GET /api/drill/12/participant/fields';
const QUOTE = 'GET /api/wuepayments/entities/12/quote';
const ORDER = 'POST /api/wuepayments/customers/7/entities/12';
const ATTEMPT = `POST /api/wuepayments/payments/${PAYMENT_ID}/attempt`;
const VERIFY = `POST /api/wuepayments/payments/${PAYMENT_ID}/verify`;

const paidDrill = buildDrill({ registrationFee: 1499 });

/** The fee and the form, and a quote of ₹1,499 that a promo code SAVE225 takes to ₹1,274. */
const paidApi = (routes: Parameters<typeof mockDrillsApi>[0] = {}) =>
  mockDrillsApi({
    [STATE]: ok(buildParticipation({ fee: 1499 })),
    [FIELDS]: ok(fields),
    [QUOTE]: ({ query }) =>
      query.promoCode === 'SAVE225'
        ? ok(
            buildQuote({
              discountPaise: 22_500,
              amountPaise: 127_400,
              promo: { code: 'SAVE225', description: '₹225 off' },
            }),
          )
        : query.promoCode
          ? failWith(400, ErrorCode.VALIDATION, PaymentMessages.promoExpired, {
              promoCode: PaymentMessages.promoExpired,
            })
          : ok(buildQuote()),
    ...routes,
  });

const renderPaid = (path = '/drills/smart-india-build') =>
  renderAt(
    <PaymentSlots>
      <ParticipationButton drill={paidDrill} />
    </PaymentSlots>,
    path,
  );

const openAndAnswer = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Register · ₹1,499' }));
  // The dialog is drawn again once the checkout has loaded: find it by the form inside.
  const college = await screen.findByRole('textbox', { name: /College/ }, { timeout: 5000 });
  await userEvent.type(college, 'COEP Pune');
  return screen.getByRole('dialog', { name: 'Register for Smart India Build' });
};

const applyPromo = async (dialog: HTMLElement, code: string) => {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), code);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
};

describe('paid registration', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.Razorpay;
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  it('shows the server’s price (per participant, GST included, refund policy to open) and Pay with its amount', async () => {
    signIn();
    paidApi();
    renderPaid();
    const dialog = await openAndAnswer();
    const price = await within(dialog).findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Registration fee (per participant)')).toBeInTheDocument();
    expect(within(price).getByText('Total')).toBeInTheDocument();
    expect(within(price).getAllByText('₹1,499')).toHaveLength(2);
    expect(within(price).getByText(/GST included \(18 %\)/)).toBeInTheDocument();
    await userEvent.click(within(price).getByRole('button', { name: 'Refund policy' }));
    expect(await within(price).findByText('Full refund until registration closes.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pay ₹1,499' })).toBeEnabled();
  });

  it('a promo code applied asks the server for the price, says so, and Pay sends it with the new amount; Remove goes back', async () => {
    signIn();
    const api = paidApi({ [ORDER]: ok(buildOrder({ amountPaise: 127_400 }), undefined, 201) });
    const { router } = renderPaid();
    const dialog = await openAndAnswer();
    await within(dialog).findByRole('button', { name: 'Pay ₹1,499' });
    await applyPromo(dialog, 'save225');
    expect(await within(dialog).findByText(PaymentMessages.promoApplied('SAVE225'))).toBeInTheDocument();
    expect(within(dialog).getByText('− ₹225')).toBeInTheDocument();
    expect(api.callsTo(QUOTE).at(-1)!.query).toEqual({ entityType: 'drill', promoCode: 'SAVE225' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove promo code SAVE225' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect(api.callsTo(ORDER)[0]!.body).toMatchObject({ expectedAmountPaise: 149_900 });
    expect((api.callsTo(ORDER)[0]!.body as { promoCode?: string }).promoCode).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/wuepayments/checkout/${PAYMENT_ID}`));
  });

  it('a promo code’s problems show under the field: its form here, the server’s refusal on Apply and on Pay', async () => {
    signIn();
    paidApi({
      [ORDER]: failWith(400, ErrorCode.VALIDATION, PaymentMessages.promoUsedUp, {
        promoCode: PaymentMessages.promoUsedUp,
      }),
    });
    renderPaid();
    const dialog = await openAndAnswer();
    const field = within(dialog).getByRole('textbox', { name: 'Promo code' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription(PaymentMessages.promoCodeRequired);

    await userEvent.type(field, 'X!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription(PaymentMessages.promoCodeFormat);

    await userEvent.clear(field);
    await applyPromo(dialog, 'OLD2025');
    await waitFor(() => expect(field).toHaveAccessibleDescription(PaymentMessages.promoExpired));
    expect(within(dialog).getByRole('button', { name: 'Pay ₹1,499' })).toBeInTheDocument();

    // Applied, then used up by others before Pay: the refusal lands under the field and the price is the full one.
    await userEvent.clear(field);
    await applyPromo(dialog, 'SAVE225');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay ₹1,274' }));
    const again = await within(dialog).findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(again).toHaveAccessibleDescription(PaymentMessages.promoUsedUp));
    expect(await within(dialog).findByRole('button', { name: 'Pay ₹1,499' })).toBeEnabled();
  });

  it('double-clicking Pay sends one order, then goes to the local checkout page', async () => {
    signIn();
    const api = paidApi({ [ORDER]: ok(buildOrder(), undefined, 201) });
    const { router } = renderPaid();
    const dialog = await openAndAnswer();
    await userEvent.dblClick(await within(dialog).findByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/wuepayments/checkout/${PAYMENT_ID}`));
    expect(api.callsTo(ORDER)).toHaveLength(1);
    expect(api.callsTo(ORDER)[0]!.body).toEqual({
      entityType: 'drill',
      expectedAmountPaise: 149_900,
      registration: { answers: { college: 'COEP Pune' }, lookingForTeam: false, pitch: '' },
    });
  });

  it('a price that changed meanwhile is refused: the price is asked again and the page says so', async () => {
    signIn();
    let fee = 149_900;
    const api = paidApi({
      [QUOTE]: () => ok(buildQuote({ listPricePaise: fee, amountPaise: fee })),
      [ORDER]: () => {
        fee = 199_900;
        return failWith(400, ErrorCode.VALIDATION, PaymentMessages.amountTampered, {
          amountTampered: PaymentMessages.amountTampered,
        });
      },
    });
    renderPaid();
    const dialog = await openAndAnswer();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay ₹1,499' }));
    expect(await within(dialog).findByText(CheckoutMessages.priceChanged)).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Pay ₹1,999' })).toBeEnabled();
    expect(api.callsTo(QUOTE).length).toBeGreaterThanOrEqual(2);
  });

  it('with a team’s invite code the price is asked with it; a team that has paid covers the registration', async () => {
    signIn();
    const api = paidApi({
      [QUOTE]: ok(buildQuote({ chargeBasis: 'team', coveredByTeam: true })),
      [ORDER]: ok(buildOrder({ amountPaise: 0, participantId: 70 }), undefined, 201),
      'GET /api/drills/12/teams': ok({ data: [], totalRecordCount: 0, totalRecords: 0 }),
    });
    renderPaid('/drills/smart-india-build?invite=K7PQ2MXW9A');
    const dialog = await openAndAnswer();
    expect(await within(dialog).findByText(PaymentMessages.coveredByTeam)).toBeInTheDocument();
    expect(within(dialog).getByText('Registration fee (per team)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
    expect(api.callsTo(QUOTE)[0]!.query).toEqual({ entityType: 'drill', inviteCode: 'K7PQ2MXW9A' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(ORDER)[0]!.body).toMatchObject({
      expectedAmountPaise: 0,
      registration: { inviteCode: 'K7PQ2MXW9A' },
    });
    expect(await screen.findByText('You are registered for Smart India Build.')).toBeInTheDocument();
  });

  it('payments not set up on the server: the message, and no Pay', async () => {
    signIn();
    paidApi({ [QUOTE]: failWith(503, 'WUE-5030', PaymentMessages.paymentsUnavailable) });
    renderPaid();
    const dialog = await openAndAnswer();
    expect(await within(dialog).findByText(PaymentMessages.paymentsUnavailable)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('Razorpay: Checkout opens for the server’s order; its signed answer is verified, then the success page', async () => {
    signIn();
    const opened: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(readonly options: RazorpayOptions) {
        opened.push(options);
      }
      on() {}
      open() {
        this.options.handler({
          razorpay_order_id: 'order_RZP1',
          razorpay_payment_id: 'pay_RZP1',
          razorpay_signature: 'sig',
        });
      }
    };
    const api = paidApi({
      [ORDER]: ok(
        buildOrder({ provider: 'razorpay', keyId: 'rzp_test_key', providerOrderId: 'order_RZP1', checkoutUrl: null }),
        undefined,
        201,
      ),
      [ATTEMPT]: ok(buildPaymentView({ status: 'attempted' })),
      [VERIFY]: ok(buildPaymentView()),
    });
    const { router } = renderPaid();
    const dialog = await openAndAnswer();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentstatus/success/drill/12'));
    expect(router.state.location.search).toBe(`?paymentId=${PAYMENT_ID}`);
    expect(opened[0]).toMatchObject({ key: 'rzp_test_key', order_id: 'order_RZP1', amount: 149_900, currency: 'INR' });
    expect(api.callsTo(ATTEMPT)).toHaveLength(1);
    expect(api.callsTo(VERIFY)[0]!.body).toEqual({
      razorpay_order_id: 'order_RZP1',
      razorpay_payment_id: 'pay_RZP1',
      razorpay_signature: 'sig',
    });
  });

  it('Razorpay: a failed payment is reported and leads to the failure page', async () => {
    signIn();
    window.Razorpay = class {
      failed: ((r: unknown) => void) | null = null;
      on(_: string, handler: (r: unknown) => void) {
        this.failed = handler;
      }
      open() {
        this.failed?.({ error: { description: 'Your bank declined the payment.' } });
      }
    } as unknown as NonNullable<typeof window.Razorpay>;
    const api = paidApi({
      [ORDER]: ok(buildOrder({ provider: 'razorpay', keyId: 'rzp_test_key', checkoutUrl: null }), undefined, 201),
      [ATTEMPT]: ok(buildPaymentView({ status: 'attempted' })),
      [`POST /api/wuepayments/payments/${PAYMENT_ID}/failure`]: ok(buildPaymentView({ status: 'failed' })),
    });
    const { router } = renderPaid();
    const dialog = await openAndAnswer();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentstatus/failure/drill/12'));
    expect(api.callsTo(`POST /api/wuepayments/payments/${PAYMENT_ID}/failure`)[0]!.body).toEqual({
      reason: 'Your bank declined the payment.',
    });
  });
});
