import type { LocalCheckout, Order, PaymentView, Quote } from '@elevate/contracts/payments/payments.schema';

/** Test data of paying for hackathon 12 ('Smart India Build'), as the payments API answers it. */

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export const PAYMENT_ID = '5b0c6a8e-7f1d-4c2b-9a3e-1d2c3b4a5f60';

export const buildQuote = (overrides: Partial<Quote> = {}): Quote => ({
  entityType: 'drill',
  entityId: 12,
  listPricePaise: 149_900,
  discountPaise: 0,
  amountPaise: 149_900,
  currency: 'INR',
  gstRatePercent: 18,
  chargeBasis: 'participant',
  refundPolicy: 'Full refund until registration closes.',
  promo: null,
  coveredByTeam: false,
  ...overrides,
});

export const buildOrder = (overrides: Partial<Order> = {}): Order => ({
  paymentId: PAYMENT_ID,
  status: 'created',
  provider: 'local',
  providerOrderId: 'order_LOCAL7Q2W9E',
  amountPaise: 149_900,
  currency: 'INR',
  keyId: null,
  checkoutUrl: `/wuepayments/checkout/${PAYMENT_ID}`,
  description: 'Registration for Smart India Build',
  prefill: { name: 'Aarav Shah', email: 'aarav@example.in', contact: '9876543210' },
  expiresAt: inMinutes(30),
  participantId: null,
  ...overrides,
});

export const buildPaymentView = (overrides: Partial<PaymentView> = {}): PaymentView => ({
  paymentId: PAYMENT_ID,
  status: 'paid',
  provider: 'local',
  entityType: 'drill',
  entityId: 12,
  entityName: 'Smart India Build',
  entityCustUrl: 'smart-india-build',
  listPricePaise: 149_900,
  discountPaise: 0,
  amountPaise: 149_900,
  promoCode: null,
  receiptNumber: 'ELV/2026-27/000123',
  participantId: 70,
  failureReason: null,
  createdAt: inMinutes(-5),
  paidAt: inMinutes(-1),
  refundedAt: null,
  expiresAt: inMinutes(25),
  canRetry: false,
  ...overrides,
});

export const buildLocalCheckout = (overrides: Partial<LocalCheckout> = {}): LocalCheckout => ({
  paymentId: PAYMENT_ID,
  providerOrderId: 'order_LOCAL7Q2W9E',
  amountPaise: 127_400,
  description: 'Registration for Smart India Build',
  status: 'created',
  expiresAt: inMinutes(30),
  entityType: 'drill',
  entityId: 12,
  ...overrides,
});
