/**
 * What a receipt says, pure: from a paid (or refunded) order, its hackathon and the seller's settings to the
 * lines of a GST tax invoice as Indian invoices show them. The PDF (receipt-pdf.ts) only draws this.
 */
import { amountInWords, gstOf, type GstBreakdown } from '@elevate/contracts/payments/money';
import { SAC_EVENT_SERVICES, type PaymentProviderName } from '@elevate/contracts/payments/payments.constants';
import type { PaymentBilling } from '@elevate/contracts/payments/payments.schema';

export interface ReceiptSeller {
  name: string;
  /** Empty when the seller is not registered for GST. */
  gstin: string;
  state: string;
  address: string;
}

/** The fields of an order a receipt needs (a payments row has them all). */
export interface ReceiptPayment {
  id: string;
  status: string;
  provider: PaymentProviderName | string;
  providerOrderId: string;
  providerPaymentId: string | null;
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
  gstRatePercent: number;
  promoCode: string | null;
  billing: PaymentBilling;
  receiptNumber: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
}

export interface ReceiptTaxLine {
  /** 'CGST @ 9%'. */
  label: string;
  paise: number;
}

export interface ReceiptModel {
  /** 'Tax Invoice', or 'Receipt' when the fee carries no GST. */
  title: 'Tax Invoice' | 'Receipt';
  seller: { name: string; gstinLine: string; state: string; address: string };
  receiptNumber: string;
  /** When the payment was verified, as an IST date: '24 November 2026'. */
  dateLabel: string;
  issuedAt: Date;
  buyer: { name: string; email: string; state: string | null };
  /** The buyer's state, or the seller's when the buyer's is unknown. */
  placeOfSupply: string;
  line: {
    description: string;
    sac: string;
    listPricePaise: number;
    discountPaise: number;
    /** 'Discount (promo code EARLY50)', or null without a discount. */
    discountLabel: string | null;
    amountPaise: number;
  };
  gst: GstBreakdown;
  /** CGST and SGST within the seller's state, IGST otherwise; none at 0 %. */
  taxes: ReceiptTaxLine[];
  totalPaise: number;
  amountInWords: string;
  /** 'Razorpay payment pay_29QQoUBi66xm2f (order order_9A33XWu170gUtm)'. */
  paymentReference: string;
  /** 'Refunded on 25 November 2026' once refunded. */
  refundLine: string | null;
  /** The local provider's payments moved no money: said plainly on the receipt. */
  testNote: string | null;
  /** receipt-ELV-2026-27-000123.pdf. */
  fileName: string;
}

export const TEST_PAYMENT_NOTE = 'Test payment (local provider): no money moved; not a tax invoice.';

/** '24 November 2026' in India's time zone. */
export const istDate = (d: Date): string =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    d,
  );

/** States compare without case, spaces or punctuation: 'Tamil Nadu' = 'tamilnadu'. */
const sameState = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z]/g, '') === b.toLowerCase().replace(/[^a-z]/g, '');

/** receipt-ELV-2026-27-000123.pdf: the receipt number with its slashes as dashes. */
export const receiptFileNameOf = (receiptNumber: string): string =>
  `receipt-${receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

const percent = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}%`;

const referenceOf = (p: ReceiptPayment): string => {
  switch (p.provider) {
    case 'razorpay':
      return `Razorpay payment ${p.providerPaymentId ?? '—'} (order ${p.providerOrderId})`;
    case 'local':
      return `Local test payment ${p.providerPaymentId ?? p.providerOrderId}`;
    case 'none':
      return p.promoCode ? `No charge: promo code ${p.promoCode} covered the fee` : 'No charge';
    default:
      return `${p.provider} payment ${p.providerPaymentId ?? p.providerOrderId}`;
  }
};

/** The receipt of an order; null when it has no receipt (not paid, so no receipt number). */
export const receiptModelOf = (
  p: ReceiptPayment,
  drill: { name: string },
  seller: ReceiptSeller,
): ReceiptModel | null => {
  if (!p.receiptNumber || !p.paidAt || (p.status !== 'paid' && p.status !== 'refunded')) return null;
  const buyerState = p.billing.state?.trim() || null;
  const placeOfSupply = buyerState ?? seller.state;
  const gst = gstOf(p.amountPaise, p.gstRatePercent, sameState(placeOfSupply, seller.state));
  const half = p.gstRatePercent / 2;
  const taxes: ReceiptTaxLine[] =
    p.gstRatePercent === 0
      ? []
      : gst.intraState
        ? [
            { label: `CGST @ ${percent(half)}`, paise: gst.cgstPaise },
            { label: `SGST @ ${percent(half)}`, paise: gst.sgstPaise },
          ]
        : [{ label: `IGST @ ${percent(p.gstRatePercent)}`, paise: gst.igstPaise }];
  return {
    title: p.gstRatePercent === 0 ? 'Receipt' : 'Tax Invoice',
    seller: {
      name: seller.name,
      gstinLine: seller.gstin.trim() ? `GSTIN: ${seller.gstin.trim().toUpperCase()}` : 'GSTIN: not registered',
      state: seller.state,
      address: seller.address,
    },
    receiptNumber: p.receiptNumber,
    dateLabel: istDate(p.paidAt),
    issuedAt: p.paidAt,
    buyer: { name: p.billing.name, email: p.billing.email, state: buyerState },
    placeOfSupply,
    line: {
      description: `Registration fee — ${drill.name}`,
      sac: SAC_EVENT_SERVICES,
      listPricePaise: p.listPricePaise,
      discountPaise: p.discountPaise,
      discountLabel: p.discountPaise > 0 ? (p.promoCode ? `Discount (promo code ${p.promoCode})` : 'Discount') : null,
      amountPaise: p.amountPaise,
    },
    gst,
    taxes,
    totalPaise: p.amountPaise,
    amountInWords: amountInWords(p.amountPaise),
    paymentReference: referenceOf(p),
    refundLine: p.status === 'refunded' && p.refundedAt ? `Refunded on ${istDate(p.refundedAt)}` : null,
    testNote: p.provider === 'local' ? TEST_PAYMENT_NOTE : null,
    fileName: receiptFileNameOf(p.receiptNumber),
  };
};
