import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  financialYearOf,
  formatPaise,
  formatPaiseExact,
  gstOf,
  numberInWords,
  priceOf,
  receiptNumberOf,
  rupees,
} from './money.ts';
import { GST_RATES_PERCENT } from './payments.constants.ts';

/** A deterministic pseudo-random sequence (so a failure is reproducible). */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('priceOf', () => {
  it('charges the whole fee in paise without a promo code', () => {
    expect(priceOf(1499, null)).toEqual({ listPricePaise: 149_900, discountPaise: 0, amountPaise: 149_900 });
    expect(priceOf(0, null)).toEqual({ listPricePaise: 0, discountPaise: 0, amountPaise: 0 });
  });

  it('takes a percentage off, rounding the discount to the nearest paisa (half up)', () => {
    expect(priceOf(1499, { kind: 'percent', value: 10 })).toEqual({
      listPricePaise: 149_900,
      discountPaise: 14_990,
      amountPaise: 134_910,
    });
    // 33 % of ₹999 is 32,967 paise exactly; 15 % of ₹333 is 4,995; 7 % of ₹7.50 (750 paise) is 52.5 → 53.
    expect(priceOf(999, { kind: 'percent', value: 33 }).discountPaise).toBe(32_967);
    expect(priceOf(333, { kind: 'percent', value: 15 }).discountPaise).toBe(4_995);
    expect(priceOf(7.5, { kind: 'percent', value: 7 }).discountPaise).toBe(53);
    expect(priceOf(500, { kind: 'percent', value: 100 })).toMatchObject({ discountPaise: 50_000, amountPaise: 0 });
  });

  it('takes a flat discount in rupees and never goes below nothing', () => {
    expect(priceOf(1499, { kind: 'flat', value: 500 })).toEqual({
      listPricePaise: 149_900,
      discountPaise: 50_000,
      amountPaise: 99_900,
    });
    expect(priceOf(300, { kind: 'flat', value: 1000 })).toEqual({
      listPricePaise: 30_000,
      discountPaise: 30_000,
      amountPaise: 0,
    });
  });

  it('clamps nonsense discounts: a percentage above 100 or below 0, a negative flat amount', () => {
    expect(priceOf(100, { kind: 'percent', value: 150 }).amountPaise).toBe(0);
    expect(priceOf(100, { kind: 'percent', value: -10 }).amountPaise).toBe(10_000);
    expect(priceOf(100, { kind: 'flat', value: -50 }).amountPaise).toBe(10_000);
  });

  it('always has list price = discount + amount, with nothing negative (many fees and codes)', () => {
    const random = seeded(7);
    for (let i = 0; i < 2000; i += 1) {
      const fee = Math.floor(random() * 500_000);
      const promo =
        random() < 0.5
          ? { kind: 'percent' as const, value: 1 + Math.floor(random() * 100) }
          : { kind: 'flat' as const, value: 1 + Math.floor(random() * 600_000) };
      const p = priceOf(fee, promo);
      expect(p.discountPaise + p.amountPaise).toBe(p.listPricePaise);
      expect(p.amountPaise).toBeGreaterThanOrEqual(0);
      expect(p.discountPaise).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('gstOf', () => {
  it('splits ₹1,180 at 18 % into ₹1,000 taxable and ₹90 CGST + ₹90 SGST within the state', () => {
    expect(gstOf(118_000, 18, true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
      intraState: true,
      ratePercent: 18,
    });
  });

  it('charges IGST at the full rate across states', () => {
    expect(gstOf(118_000, 18, false)).toMatchObject({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
    });
  });

  it('gives CGST the odd paisa when the tax does not halve', () => {
    // ₹1,349.10 at 18 %: taxable 1,143.31, tax 205.79 → CGST 102.90, SGST 102.89.
    expect(gstOf(134_910, 18, true)).toMatchObject({ taxablePaise: 114_331, cgstPaise: 10_290, sgstPaise: 10_289 });
  });

  it('has no tax at 0 % and nothing at all on a free order', () => {
    expect(gstOf(50_000, 0, true)).toMatchObject({ taxablePaise: 50_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(gstOf(0, 18, false)).toMatchObject({ taxablePaise: 0, igstPaise: 0, totalPaise: 0 });
  });

  it('always adds up to the amount paid, intra- and inter-state, at every rate (many amounts)', () => {
    const random = seeded(42);
    const amounts = [1, 2, 3, 99, 100, 101, 118, 11_800, 49_999, 50_000_000];
    for (let i = 0; i < 3000; i += 1) amounts.push(Math.floor(random() * 50_000_000));
    for (const amount of amounts) {
      for (const rate of GST_RATES_PERCENT) {
        const intra = gstOf(amount, rate, true);
        expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise + intra.igstPaise).toBe(amount);
        expect(intra.igstPaise).toBe(0);
        expect(Math.abs(intra.cgstPaise - intra.sgstPaise)).toBeLessThanOrEqual(1);
        expect(intra.cgstPaise).toBeGreaterThanOrEqual(intra.sgstPaise);
        const inter = gstOf(amount, rate, false);
        expect(inter.taxablePaise + inter.igstPaise).toBe(amount);
        expect(inter.cgstPaise + inter.sgstPaise).toBe(0);
        // Both ways the taxable value is the same, and the tax is the rate of it to within a paisa.
        expect(inter.taxablePaise).toBe(intra.taxablePaise);
        expect(Math.abs(inter.igstPaise - (inter.taxablePaise * rate) / 100)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('numberInWords and amountInWords', () => {
  it('writes numbers in the Indian system (lakh, crore)', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(45)).toBe('Forty Five');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(1_000)).toBe('One Thousand');
    expect(numberInWords(1_499)).toBe('One Thousand Four Hundred Ninety Nine');
    expect(numberInWords(10_000)).toBe('Ten Thousand');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(1_50_000)).toBe('One Lakh Fifty Thousand');
    expect(numberInWords(5_00_000)).toBe('Five Lakh');
    expect(numberInWords(12_34_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven');
    expect(numberInWords(1_00_00_000)).toBe('One Crore');
    expect(numberInWords(99_99_99_999)).toBe(
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine',
    );
    expect(numberInWords(1234_00_00_000)).toBe('One Thousand Two Hundred Thirty Four Crore');
  });

  it('writes amounts as invoices do, with paise only when there are any', () => {
    expect(amountInWords(149_900)).toBe('Rupees One Thousand Four Hundred Ninety Nine Only');
    expect(amountInWords(134_910)).toBe('Rupees One Thousand Three Hundred Forty Nine and Ten Paise Only');
    expect(amountInWords(100_001)).toBe('Rupees One Thousand and One Paise Only');
    expect(amountInWords(5_00_000_00)).toBe('Rupees Five Lakh Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
});

describe('formatting', () => {
  it('groups rupees the Indian way and shows paise only when there are any', () => {
    expect(rupees(150_000)).toBe('₹1,50,000');
    expect(formatPaise(149_900)).toBe('₹1,499');
    expect(formatPaise(134_910)).toBe('₹1,349.10');
    expect(formatPaiseExact(149_900)).toBe('1,499.00');
    expect(formatPaiseExact(1_00_00_000)).toBe('1,00,000.00');
  });
});

describe('financialYearOf and receiptNumberOf', () => {
  it('changes the financial year at midnight IST on 1 April, not at UTC midnight', () => {
    // 31 March 2027 23:59 IST is 18:29 UTC; 1 April 2027 00:00 IST is 18:30 UTC on 31 March.
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('writes receipt numbers with six digits', () => {
    expect(receiptNumberOf('ELV', '2026-27', 123)).toBe('ELV/2026-27/000123');
    expect(receiptNumberOf('ELV', '2026-27', 1_234_567)).toBe('ELV/2026-27/1234567');
  });
});
