/**
 * Fixed values of paid registration (issue 13, docs/decisions/032): the order states, providers, fee bases,
 * promo code kinds, the status pages' path values and the limits the forms and the API share.
 */

/** Payment routes live under their own base: `/api/wuepayments/…` (spec §7), configurable as another origin. */
export const PAYMENTS_BASE_PATH = '/api/wuepayments';

/** created → attempted → paid or failed (→ refunded); a late success after a failure is reconciled to paid. */
export const PAYMENT_STATUSES = ['created', 'attempted', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** States of an order that may still be paid. */
export const OPEN_PAYMENT_STATUSES = ['created', 'attempted'] as const satisfies readonly PaymentStatus[];

export const PAYMENT_PROVIDERS = ['local', 'razorpay', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_ENTITY_TYPES = ['drill'] as const;
export type PaymentEntityType = (typeof PAYMENT_ENTITY_TYPES)[number];

/** `/paymentstatus/{status}/{entityType}/{entityId}`: the values the path takes (spec §4 leaves them open). */
export const PAYMENT_STATUS_PAGES = ['success', 'failure', 'pending'] as const;
export type PaymentStatusPage = (typeof PAYMENT_STATUS_PAGES)[number];

export const CHARGE_BASES = ['participant', 'team'] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number];

export const PROMO_KINDS = ['percent', 'flat'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** GST on event registration services (SAC 998596) is 18 %; hosts may set another rate. */
export const DEFAULT_GST_RATE_PERCENT = 18;
export const GST_RATES_PERCENT = [0, 5, 12, 18, 28] as const;
export const SAC_EVENT_SERVICES = '998596';

/** The largest fee a host may set, in rupees (Razorpay's default per-payment limit is ₹5,00,000). */
export const MAX_FEE_RUPEES = 500_000;
export const REFUND_POLICY_MAX = 2000;

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,23}$/;
export const PROMO_CODE_MAX = 24;
export const PROMO_DESCRIPTION_MAX = 200;

/** An unpaid order is reused for this long, and holds a promo code use until then. */
export const DEFAULT_ORDER_TTL_MINUTES = 30;

/** The prefix of receipt numbers: ELV/2026-27/000123. */
export const RECEIPT_PREFIX = 'ELV';

export const PAYMENTS_PAGE_SIZE = 25;
export const PAYMENTS_PAGE_MAX = 100;

/** The address of a status page, with the order when there is one. */
export const paymentStatusPath = (
  status: PaymentStatusPage,
  entityType: PaymentEntityType,
  entityId?: number,
  paymentId?: string,
): string =>
  `/paymentstatus/${status}/${entityType}${entityId === undefined ? '' : `/${entityId}`}` +
  (paymentId ? `?paymentId=${encodeURIComponent(paymentId)}` : '');

/** Which status page an order's state belongs on. */
export const statusPageOf = (status: PaymentStatus): PaymentStatusPage =>
  status === 'paid' ? 'success' : status === 'failed' || status === 'refunded' ? 'failure' : 'pending';

/** The local provider's checkout page (the default provider, no account anywhere). */
export const localCheckoutPath = (paymentId: string): string =>
  `/wuepayments/checkout/${encodeURIComponent(paymentId)}`;
