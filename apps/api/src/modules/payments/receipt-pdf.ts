import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { formatPaiseExact } from '@elevate/contracts/payments/money';
import { installFontkitRuntime } from '../certificates/fontkit-runtime.ts';
import type { ReceiptModel } from './receipt-model.ts';

installFontkitRuntime();

/**
 * The receipt as a PDF (A4 portrait): the seller and the invoice's number and date, the buyer and the place of
 * supply, one table of the fee, discount, taxable value and GST, the total in figures and words, and the
 * payment reference. Same fonts as the certificates (Noto Sans Devanagari from its npm package, subset): it has
 * the rupee sign (U+20B9) and draws Devanagari names. The renderer only draws what receipt-model.ts decided.
 */

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const fontBytes = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
  });

const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.38, 0.4, 0.47);
const ACCENT = rgb(0.2, 0.27, 0.73);
const RULE = rgb(0.84, 0.86, 0.9);
const SHADE = rgb(0.95, 0.96, 0.98);
const WARN = rgb(0.64, 0.15, 0.11);
const WARN_BG = rgb(0.99, 0.93, 0.92);

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A word wider than `width` cut into pieces that fit (between characters, never inside one). */
const cutWord = (font: PDFFont, word: string, size: number, width: number): string[] => {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && font.widthOfTextAtSize(piece + segment, size) > width) {
      pieces.push(piece);
      piece = segment;
    } else piece += segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
};

/**
 * Words of `text` in lines no wider than `width`; a word longer than a line (a name or an email the payer
 * chose, with no space in it) is cut, so it never runs into the next column or off the page.
 */
export const wrapToWidth = (font: PDFFont, text: string, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const whole of text.split(/\s+/).filter(Boolean)) {
    const pieces = font.widthOfTextAtSize(whole, size) > width ? cutWord(font, whole, size, width) : [whole];
    for (const word of pieces) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
};
const wrap = wrapToWidth;

const rupeesExact = (paise: number) => `₹${formatPaiseExact(paise)}`;

export const renderReceiptPdf = async (m: ReceiptModel): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const { regular, bold } = fontBytes();
  const font = await pdf.embedFont(regular, { subset: true });
  const strong = await pdf.embedFont(bold, { subset: true });
  const page: PDFPage = pdf.addPage(PAGE);
  const [width, height] = PAGE;
  const right = width - MARGIN;
  const usable = right - MARGIN;
  let y = height - MARGIN;

  const text = (s: string, x: number, at: number, size = 10, f = font, color = INK) =>
    page.drawText(s, { x, y: at, size, font: f, color });
  const rightText = (s: string, x: number, at: number, size = 10, f = font, color = INK) =>
    text(s, x - f.widthOfTextAtSize(s, size), at, size, f, color);
  const lines = (items: string[], x: number, from: number, w: number, size = 10, f = font, color = INK) => {
    let at = from;
    for (const item of items) {
      for (const l of wrap(f, item, size, w)) {
        text(l, x, at, size, f, color);
        at -= size + 4;
      }
    }
    return at;
  };

  // Seller (left) and the invoice's title, number and date (right).
  const leftWidth = usable * 0.58;
  const sellerEnd = lines([m.seller.name], MARGIN, y - 4, leftWidth, 15, strong);
  const sellerDetails = lines(
    [m.seller.address, `State: ${m.seller.state}`, m.seller.gstinLine],
    MARGIN,
    sellerEnd - 2,
    leftWidth,
    9.5,
    font,
    MUTED,
  );
  rightText(m.title, right, y - 6, 20, strong, ACCENT);
  rightText(`No. ${m.receiptNumber}`, right, y - 28, 10, strong);
  rightText(`Date ${m.dateLabel}`, right, y - 42, 10);
  y = Math.min(sellerDetails, y - 56) - 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 1, color: ACCENT });
  y -= 18;

  if (m.testNote) {
    const noteLines = wrap(strong, m.testNote, 10.5, usable - 20);
    const boxHeight = noteLines.length * 15 + 12;
    page.drawRectangle({
      x: MARGIN,
      y: y - boxHeight + 12,
      width: usable,
      height: boxHeight,
      color: WARN_BG,
      borderColor: WARN,
      borderWidth: 1,
    });
    lines(noteLines, MARGIN + 10, y - 4, usable - 20, 10.5, strong, WARN);
    y -= boxHeight + 10;
  }

  // Buyer and place of supply.
  text('Billed to', MARGIN, y, 9, strong, MUTED);
  text('Place of supply', MARGIN + usable * 0.6, y, 9, strong, MUTED);
  const buyerEnd = lines(
    [m.buyer.name, m.buyer.email, m.buyer.state ? `State: ${m.buyer.state}` : 'State: not given'],
    MARGIN,
    y - 15,
    usable * 0.55,
  );
  lines([m.placeOfSupply], MARGIN + usable * 0.6, y - 15, usable * 0.4);
  y = buyerEnd - 14;

  // The table: description, SAC, amount.
  const sacX = MARGIN + usable * 0.64;
  const rowHeight = 20;
  page.drawRectangle({ x: MARGIN, y: y - 6, width: usable, height: rowHeight, color: SHADE });
  text('Description', MARGIN + 8, y, 9.5, strong);
  text('SAC', sacX, y, 9.5, strong);
  rightText('Amount (₹)', right - 8, y, 9.5, strong);
  y -= rowHeight;

  const row = (label: string, amount: string, opts: { sac?: string; f?: PDFFont; color?: typeof INK } = {}) => {
    const labelLines = wrap(opts.f ?? font, label, 10, sacX - MARGIN - 20);
    lines(labelLines, MARGIN + 8, y, sacX - MARGIN - 20, 10, opts.f ?? font, opts.color ?? INK);
    if (opts.sac) text(opts.sac, sacX, y, 10);
    rightText(amount, right - 8, y, 10, opts.f ?? font, opts.color ?? INK);
    y -= Math.max(1, labelLines.length) * 14 + 6;
    page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.5, color: RULE });
  };

  row(`${m.line.description} (GST included)`, formatPaiseExact(m.line.listPricePaise), { sac: m.line.sac });
  if (m.line.discountLabel) row(m.line.discountLabel, `−${formatPaiseExact(m.line.discountPaise)}`);
  if (m.taxes.length > 0) {
    row('Taxable value', formatPaiseExact(m.gst.taxablePaise), { color: MUTED });
    for (const tax of m.taxes) row(tax.label, formatPaiseExact(tax.paise), { color: MUTED });
  }
  page.drawRectangle({ x: MARGIN, y: y - 6, width: usable, height: rowHeight + 2, color: SHADE });
  text('Total', MARGIN + 8, y, 11, strong);
  rightText(rupeesExact(m.totalPaise), right - 8, y, 11, strong);
  y -= rowHeight + 14;

  y = lines([`Amount in words: ${m.amountInWords}`], MARGIN, y, usable, 10, font);
  y -= 6;
  y = lines([`Payment: ${m.paymentReference}`], MARGIN, y, usable, 9.5, font, MUTED);
  if (m.refundLine) {
    y -= 4;
    y = lines([m.refundLine], MARGIN, y, usable, 11, strong, WARN);
  }

  const footer =
    m.taxes.length > 0
      ? 'The fee includes GST. This is a computer-generated invoice and needs no signature.'
      : 'This is a computer-generated receipt and needs no signature.';
  lines([footer], MARGIN, MARGIN, usable, 8.5, font, MUTED);

  pdf.setTitle(`${m.title} ${m.receiptNumber}`);
  pdf.setSubject(m.line.description);
  pdf.setAuthor(m.seller.name);
  pdf.setKeywords([m.receiptNumber, m.buyer.name]);
  pdf.setCreator(m.seller.name);
  pdf.setProducer(m.seller.name);
  pdf.setCreationDate(m.issuedAt);
  pdf.setModificationDate(m.issuedAt);
  return pdf.save();
};
