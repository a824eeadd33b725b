/**
 * Money of paid registration, pure and shared (issue 13): rupees and paise as Indians write them, the price
 * after a promo code, the GST inside a GST-inclusive amount, the amount in words and the financial year.
 * Amounts are whole paise everywhere but the host's fee, which is whole rupees.
 */
import type { PromoKind } from './payments.constants.ts';

/** ₹1,499 (Indian grouping: ₹1,00,000). */
export const rupees = (n: number): string => `₹${Math.round(n).toLocaleString('en-IN')}`;

/** ₹1,499.00 → '₹1,499', ₹1,274.15 → '₹1,274.15': paise shown only when there are any. */
export const formatPaise = (paise: number): string => {
  const whole = paise % 100 === 0;
  return `₹${(paise / 100).toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
};

/** Always two decimals, for receipts and CSV: 1274.15 → '1,274.15'. */
export const formatPaiseExact = (paise: number): string =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface PromoTerms {
  kind: PromoKind;
  /** Percent (1–100) or whole rupees. */
  value: number;
}

export interface Price {
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
}

/**
 * The price of a fee in rupees after a promo code: a percentage rounds the discount to the nearest paisa
 * (half up), a flat discount never goes below nothing.
 */
export const priceOf = (feeRupees: number, promo: PromoTerms | null): Price => {
  const listPricePaise = Math.max(0, Math.round(feeRupees * 100));
  const raw = !promo
    ? 0
    : promo.kind === 'percent'
      ? Math.round((listPricePaise * Math.min(100, Math.max(0, promo.value))) / 100)
      : Math.max(0, Math.round(promo.value * 100));
  const discountPaise = Math.min(listPricePaise, raw);
  return { listPricePaise, discountPaise, amountPaise: listPricePaise - discountPaise };
};

export interface GstBreakdown {
  /** The taxable value: amount × 100 / (100 + rate), to the paisa. */
  taxablePaise: number;
  /** Within the seller's state: CGST and SGST, half the rate each; otherwise IGST at the full rate. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  intraState: boolean;
  ratePercent: number;
}

/**
 * The GST inside a GST-inclusive amount, as an Indian tax invoice shows it. The parts always add up to the
 * amount paid: the tax is the amount less the taxable value, and CGST takes the odd paisa when it is split.
 */
export const gstOf = (amountPaise: number, ratePercent: number, intraState: boolean): GstBreakdown => {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + ratePercent));
  const tax = amountPaise - taxablePaise;
  const sgstPaise = intraState ? Math.floor(tax / 2) : 0;
  const cgstPaise = intraState ? tax - sgstPaise : 0;
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise: intraState ? 0 : tax,
    totalPaise: amountPaise,
    intraState,
    ratePercent,
  };
};

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const belowHundred = (n: number): string =>
  n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;

const belowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
};

/** Whole numbers in the Indian system: 1,50,000 → 'One Lakh Fifty Thousand'. */
export const numberInWords = (n: number): string => {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
};

/** 'Rupees One Thousand Four Hundred Ninety Nine and Fifteen Paise Only', as invoices write it. */
export const amountInWords = (paise: number): string => {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return `Rupees ${numberInWords(whole)}${fraction ? ` and ${belowHundred(fraction)} Paise` : ''} Only`;
};

/** India's financial year (April to March) of a moment, in IST: '2026-27'. */
export const financialYearOf = (at: Date): string => {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
};

/** ELV/2026-27/000123. */
export const receiptNumberOf = (prefix: string, financialYear: string, n: number): string =>
  `${prefix}/${financialYear}/${String(n).padStart(6, '0')}`;
