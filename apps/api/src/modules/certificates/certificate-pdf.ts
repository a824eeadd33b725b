import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import type { CertificateKind } from '@elevate/contracts/drills/results.schema';
import { PLATFORM_NAME } from './credential.ts';
import { installFontkitRuntime } from './fontkit-runtime.ts';

installFontkitRuntime();

/**
 * The certificate as a PDF (A4 landscape): the recipient's name, the hackathon, the host, the date and a QR
 * code to the public verification page. Noto Sans Devanagari (read from its npm package at run time, never
 * copied into the repository) covers Latin and Devanagari, so one embedded font draws every Indian name in
 * either script; fontkit shapes the Devanagari conjuncts. The fonts are subset, so a PDF stays small.
 */

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const fontBytes = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
  });

export interface CertificatePdfInput {
  code: string;
  kind: CertificateKind;
  rank: number | null;
  title: string;
  recipientName: string;
  drillName: string;
  hostName: string;
  issuedAt: Date;
  verifyUrl: string;
}

const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.38, 0.4, 0.47);
const ACCENT = rgb(0.2, 0.27, 0.73);

/** "24 November 2026" in India's time zone. */
export const certificateDate = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    d,
  );

/** The largest size up to `max` at which `text` fits `width`. */
const fitSize = (font: PDFFont, text: string, max: number, width: number) => {
  const w = font.widthOfTextAtSize(text, max);
  return w <= width ? max : Math.max(10, Math.floor((max * width) / w));
};

export const renderCertificatePdf = async (c: CertificatePdfInput): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const { regular, bold } = fontBytes();
  const font = await pdf.embedFont(regular, { subset: true });
  const strong = await pdf.embedFont(bold, { subset: true });
  const page = pdf.addPage([842, 595]);
  const { width, height } = page.getSize();
  const usable = width - 160;

  const centred = (text: string, y: number, size: number, f: PDFFont, color = INK) => {
    const s = fitSize(f, text, size, usable);
    page.drawText(text, { x: (width - f.widthOfTextAtSize(text, s)) / 2, y, size: s, font: f, color });
  };

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 2 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: height - 64, borderColor: ACCENT, borderWidth: 0.5 });

  centred(PLATFORM_NAME.toUpperCase(), height - 90, 14, strong, ACCENT);
  const heading = c.kind === 'winner' && c.rank ? `${c.title} · Rank ${c.rank}` : c.title;
  centred(heading, height - 140, 30, strong);
  centred('This certifies that', height - 195, 14, font, MUTED);
  centred(c.recipientName, height - 250, 36, strong);
  centred(CertificateMessages.achievement(c.kind, c.rank), height - 295, 14, font, MUTED);
  centred(c.drillName, height - 335, 22, strong);
  centred(`hosted by ${c.hostName}`, height - 365, 14, font, MUTED);

  page.drawText(`Issued on ${certificateDate(c.issuedAt)}`, { x: 70, y: 110, size: 12, font, color: INK });
  page.drawText(`Certificate code ${c.code}`, { x: 70, y: 92, size: 10, font, color: MUTED });
  page.drawText(`Verify at ${c.verifyUrl}`, { x: 70, y: 76, size: 9, font, color: MUTED });

  const qr = await QRCode.toBuffer(c.verifyUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: width - 70 - 100, y: 62, width: 100, height: 100 });
  page.drawText('Scan to verify', {
    x: width - 70 - 50 - font.widthOfTextAtSize('Scan to verify', 9) / 2,
    y: 50,
    size: 9,
    font,
    color: MUTED,
  });

  pdf.setTitle(`${c.title}: ${c.recipientName}`);
  pdf.setSubject(`${c.recipientName}, ${c.drillName}, hosted by ${c.hostName}`);
  pdf.setAuthor(c.hostName);
  pdf.setKeywords([c.recipientName, c.drillName, c.code, c.kind]);
  pdf.setCreator(PLATFORM_NAME);
  pdf.setProducer(PLATFORM_NAME);
  pdf.setCreationDate(c.issuedAt);
  pdf.setModificationDate(c.issuedAt);
  return pdf.save();
};
