import { rupees } from '@elevate/contracts/payments/money';
import type { PaymentStatus } from '@elevate/contracts/payments/payments.constants';
import type { PromoCode } from '@elevate/contracts/payments/payments.schema';

/** How the console names an order's state. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Not paid yet',
  attempted: 'Payment in progress',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_COLORS = {
  created: 'default',
  attempted: 'warning',
  paid: 'success',
  failed: 'error',
  refunded: 'info',
} as const satisfies Record<PaymentStatus, string>;

const IST = 'Asia/Kolkata';
const day = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: 'numeric', month: 'short', year: 'numeric' });
const dayTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '3 Mar 2026' (IST, as receipts and the CSV date things). */
export const istDay = (iso: string) => day.format(new Date(iso));
/** '3 Mar 2026, 4:30 pm' (IST). */
export const istDayTime = (iso: string) => dayTime.format(new Date(iso));

/** '20 %' or '₹200 off'. */
export const promoDiscountLabel = (p: Pick<PromoCode, 'kind' | 'value'>) =>
  p.kind === 'percent' ? `${p.value} %` : `${rupees(p.value)} off`;

/** 'used 3 · held 1 / 10' (held: unpaid orders that still hold a use). */
export const promoUsesLabel = (p: Pick<PromoCode, 'usedCount' | 'heldCount' | 'maxUses'>) =>
  `used ${p.usedCount}${p.heldCount ? ` · held ${p.heldCount}` : ''} / ${p.maxUses ?? 'no limit'}`;

export const promoScopeLabel = (p: Pick<PromoCode, 'drillId'>) =>
  p.drillId === null ? 'All your hackathons' : 'This hackathon';

/** 'Ended' or 'Not started yet' when the code is outside its dates now; null while it is valid. */
export const promoTimingLabel = (p: Pick<PromoCode, 'validFrom' | 'validUntil'>, now = Date.now()) =>
  Date.parse(p.validUntil) <= now ? 'Ended' : Date.parse(p.validFrom) > now ? 'Not started yet' : null;

export const promoValidityLabel = (p: Pick<PromoCode, 'validFrom' | 'validUntil'>) =>
  `${istDay(p.validFrom)} – ${istDay(p.validUntil)}`;
