import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type ReceiptPayment, receiptModelOf } from './receipt-model.ts';
import { renderReceiptPdf, wrapToWidth } from './receipt-pdf.ts';

const paid = (billing: ReceiptPayment['billing']): ReceiptPayment => ({
  id: '6f1c2a9e-3b7d-4c1a-9e2f-0a1b2c3d4e5f',
  status: 'paid',
  provider: 'local',
  providerOrderId: 'order_local_9A33XWu170gUtm',
  providerPaymentId: 'pay_local_29QQoUBi66xm2f',
  listPricePaise: 49_900,
  discountPaise: 0,
  amountPaise: 49_900,
  gstRatePercent: 18,
  promoCode: null,
  billing,
  receiptNumber: 'ELV/2026-27/000007',
  paidAt: new Date('2026-11-24T08:00:00Z'),
  refundedAt: null,
});

const seller = { name: 'Elevate Careers', gstin: '', state: 'Karnataka', address: 'Bengaluru' };

describe('the receipt PDF with names the payer chose', () => {
  it('cuts a word longer than its column (a 60-letter name, a 254-character email) into lines that fit', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (const text of [
      'W'.repeat(60),
      `${'m'.repeat(64)}@${'x'.repeat(180)}.example.in`,
      `Asha ${'W'.repeat(90)} Menon`,
    ]) {
      const lines = wrapToWidth(font, text, 10, 200);
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
      expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    }
    expect(wrapToWidth(font, 'Asha Menon', 10, 200)).toEqual(['Asha Menon']);
    expect(wrapToWidth(font, '', 10, 200)).toEqual(['']);
  });

  it('draws a receipt for the longest names and emails, emoji, other scripts and control characters', async () => {
    const names = [`${'अ'.repeat(60)} ${'W'.repeat(60)}`, 'Ana 🙂 李小龙 محمد\u200b\u202e\u0007\ttab', '\uFEFF'];
    for (const name of names) {
      const m = receiptModelOf(
        paid({ name, email: `${'a'.repeat(64)}@${'b'.repeat(185)}.in`, contact: '', state: 'S'.repeat(100) }),
        { name: 'H'.repeat(200) },
        seller,
      )!;
      const bytes = await renderReceiptPdf(m);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
  });
});
