import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { GST_RATES_PERCENT } from '@elevate/contracts/payments/payments.constants';
import { type ReceiptPayment, receiptModelOf, type ReceiptSeller, TEST_PAYMENT_NOTE } from './receipt-model.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

const seller: ReceiptSeller = {
  name: 'Elevate Careers Private Limited',
  gstin: '29abcde1234f1z5',
  state: 'Karnataka',
  address: 'Bengaluru, Karnataka, India',
};

const paid = (overrides: Partial<ReceiptPayment> = {}): ReceiptPayment => ({
  id: '6f1c2a9e-3b7d-4c1a-9e2f-0a1b2c3d4e5f',
  status: 'paid',
  provider: 'razorpay',
  providerOrderId: 'order_9A33XWu170gUtm',
  providerPaymentId: 'pay_29QQoUBi66xm2f',
  listPricePaise: 149_900,
  discountPaise: 0,
  amountPaise: 149_900,
  gstRatePercent: 18,
  promoCode: null,
  billing: { name: 'Asha Menon', email: 'asha@example.in', contact: '+91 98765 43210', state: 'Karnataka' },
  receiptNumber: 'ELV/2026-27/000123',
  // 24 November 2026, 20:00 IST.
  paidAt: new Date('2026-11-24T14:30:00Z'),
  refundedAt: null,
  ...overrides,
});

const drill = { name: 'Jal Shakti Hackathon' };

describe('receiptModelOf', () => {
  it('describes a paid order within the seller state as a tax invoice with CGST and SGST at half the rate each', () => {
    const m = receiptModelOf(paid(), drill, seller)!;
    expect(m).toMatchObject({
      title: 'Tax Invoice',
      seller: {
        name: 'Elevate Careers Private Limited',
        gstinLine: 'GSTIN: 29ABCDE1234F1Z5',
        state: 'Karnataka',
        address: 'Bengaluru, Karnataka, India',
      },
      receiptNumber: 'ELV/2026-27/000123',
      dateLabel: '24 November 2026',
      buyer: { name: 'Asha Menon', email: 'asha@example.in', state: 'Karnataka' },
      placeOfSupply: 'Karnataka',
      line: {
        description: 'Registration fee — Jal Shakti Hackathon',
        sac: '998596',
        listPricePaise: 149_900,
        discountPaise: 0,
        discountLabel: null,
        amountPaise: 149_900,
      },
      totalPaise: 149_900,
      amountInWords: 'Rupees One Thousand Four Hundred Ninety Nine Only',
      paymentReference: 'Razorpay payment pay_29QQoUBi66xm2f (order order_9A33XWu170gUtm)',
      refundLine: null,
      testNote: null,
      fileName: 'receipt-ELV-2026-27-000123.pdf',
    });
    // ₹1,499 at 18 %: taxable ₹1,270.34, tax ₹228.66 → CGST ₹114.33 + SGST ₹114.33.
    expect(m.gst.taxablePaise).toBe(127_034);
    expect(m.taxes).toEqual([
      { label: 'CGST @ 9%', paise: 11_433 },
      { label: 'SGST @ 9%', paise: 11_433 },
    ]);
  });

  it('charges IGST at the full rate when the buyer is in another state (states compared loosely)', () => {
    const other = receiptModelOf(paid({ billing: { ...paid().billing, state: 'Tamil Nadu' } }), drill, seller)!;
    expect(other.placeOfSupply).toBe('Tamil Nadu');
    expect(other.taxes).toEqual([{ label: 'IGST @ 18%', paise: 22_866 }]);
    const same = receiptModelOf(paid({ billing: { ...paid().billing, state: '  KARNATAKA ' } }), drill, seller)!;
    expect(same.taxes.map((x) => x.label)).toEqual(['CGST @ 9%', 'SGST @ 9%']);
  });

  it("uses the seller's state as the place of supply when the buyer's is unknown", () => {
    const m = receiptModelOf(paid({ billing: { ...paid().billing, state: null } }), drill, seller)!;
    expect(m.buyer.state).toBeNull();
    expect(m.placeOfSupply).toBe('Karnataka');
    expect(m.gst.intraState).toBe(true);
  });

  it("says 'GSTIN: not registered' without a GSTIN, and is a plain receipt with no tax lines at 0 %", () => {
    const m = receiptModelOf(paid({ gstRatePercent: 0 }), drill, { ...seller, gstin: ' ' })!;
    expect(m.seller.gstinLine).toBe('GSTIN: not registered');
    expect(m.title).toBe('Receipt');
    expect(m.taxes).toEqual([]);
    expect(m.gst.taxablePaise).toBe(149_900);
  });

  it('shows the promo code discount, and the amount paid after it is what GST is worked out on', () => {
    const m = receiptModelOf(
      paid({ discountPaise: 14_990, amountPaise: 134_910, promoCode: 'EARLY10' }),
      drill,
      seller,
    )!;
    expect(m.line).toMatchObject({ discountLabel: 'Discount (promo code EARLY10)', discountPaise: 14_990 });
    expect(m.totalPaise).toBe(134_910);
    expect(m.gst.taxablePaise + m.taxes.reduce((s, x) => s + x.paise, 0)).toBe(134_910);
    expect(m.amountInWords).toBe('Rupees One Thousand Three Hundred Forty Nine and Ten Paise Only');
  });

  it('marks a local test payment plainly, and a refunded order with its refund date (IST)', () => {
    const local = receiptModelOf(paid({ provider: 'local', providerPaymentId: 'local_pay_1' }), drill, seller)!;
    expect(local.testNote).toBe(TEST_PAYMENT_NOTE);
    expect(local.testNote).toBe('Test payment (local provider): no money moved; not a tax invoice.');
    expect(local.paymentReference).toBe('Local test payment local_pay_1');
    // Refunded at 23:00 UTC on 30 November: 1 December in India.
    const refunded = receiptModelOf(
      paid({ status: 'refunded', refundedAt: new Date('2026-11-30T23:00:00Z') }),
      drill,
      seller,
    )!;
    expect(refunded.refundLine).toBe('Refunded on 1 December 2026');
  });

  it('dates the receipt in IST: a payment at 20:00 UTC is the next day in India', () => {
    expect(receiptModelOf(paid({ paidAt: new Date('2026-11-24T20:00:00Z') }), drill, seller)!.dateLabel).toBe(
      '25 November 2026',
    );
  });

  it('has no receipt for an order that is not paid or has no receipt number', () => {
    for (const status of ['created', 'attempted', 'failed']) {
      expect(receiptModelOf(paid({ status }), drill, seller)).toBeNull();
    }
    expect(receiptModelOf(paid({ receiptNumber: null }), drill, seller)).toBeNull();
    expect(receiptModelOf(paid({ paidAt: null }), drill, seller)).toBeNull();
  });

  it('always adds taxable value and taxes up to the total, within the state and across (many amounts and rates)', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 1500; i += 1) {
      const amountPaise = Math.floor(random() * 50_000_000);
      for (const gstRatePercent of GST_RATES_PERCENT) {
        for (const state of ['Karnataka', 'Maharashtra', null]) {
          const m = receiptModelOf(
            paid({ amountPaise, listPricePaise: amountPaise, gstRatePercent, billing: { ...paid().billing, state } }),
            drill,
            seller,
          )!;
          expect(m.gst.taxablePaise + m.taxes.reduce((s, x) => s + x.paise, 0)).toBe(amountPaise);
          expect(m.taxes.length).toBe(gstRatePercent === 0 ? 0 : state === 'Maharashtra' ? 1 : 2);
        }
      }
    }
  });
});

describe('renderReceiptPdf', () => {
  it('draws an A4 PDF that loads back with its title, for names in Devanagari and the rupee sign', async () => {
    const m = receiptModelOf(
      paid({
        provider: 'local',
        status: 'refunded',
        refundedAt: new Date('2026-11-26T10:00:00Z'),
        discountPaise: 14_990,
        amountPaise: 134_910,
        promoCode: 'EARLY10',
        billing: { name: 'अनन्या शर्मा', email: 'ananya@example.in', contact: '', state: 'Maharashtra' },
      }),
      { name: 'A very long hackathon name that has to wrap onto a second line of the invoice table, and more' },
      seller,
    )!;
    const bytes = await renderReceiptPdf(m);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(pdf.getTitle()).toBe('Tax Invoice ELV/2026-27/000123');
    expect(pdf.getAuthor()).toBe('Elevate Careers Private Limited');
    // Subset fonts keep a receipt small.
    expect(bytes.length).toBeLessThan(120_000);
  });
});
