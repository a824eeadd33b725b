import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PARSE_MAX_PAGES, PARSE_TIME_LIMIT_MS } from '@elevate/contracts/matching/matching.constants';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import { AppError } from '../../../lib/errors.ts';

/** One run of text as the PDF placed it: where (PDF points, y up), how large, and whether its font is bold. */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  page: number;
}

export interface PdfText {
  pages: number;
  pagesRead: number;
  /** In reading order: page by page; on a two-column page the left column, then the right. */
  items: TextItem[];
  columns: 1 | 2;
  scanned: boolean;
}

export interface ReadLimits {
  maxPages: number;
  timeLimitMs: number;
}

/** Under this many letters in every page read, the PDF is an image of a resume with no text layer. */
const SCANNED_MAX_CHARS = 40;
const BOLD_FONT = /bold|black|heavy|semibold|demi/i;

const require = createRequire(import.meta.url);
// pdf.js draws the 14 standard fonts (Helvetica, Times...) from these files; without them it warns on each.
const standardFontDataUrl = `${pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

const unreadable = () => new AppError(ErrorCode.VALIDATION, MatchingMessages.unreadable);
const tooSlow = () => new AppError(ErrorCode.VALIDATION, MatchingMessages.tooSlow);

/** Waits for `work`, but no later than the deadline: an untrusted PDF may be built to keep a parser busy. */
const before = <T>(deadline: number, work: Promise<T>): Promise<T> => {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.reject(tooSlow());
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tooSlow()), left);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

const isPdf = (bytes: Uint8Array): boolean => {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
};

/** The font's real name ("Helvetica-Bold", "ArialMT,Bold") tells bold apart; text content only names "g_d0_f1". */
const boldFonts = async (page: PDFPageProxy, deadline: number, fontIds: Iterable<string>): Promise<Set<string>> => {
  await before(deadline, page.getOperatorList());
  const bold = new Set<string>();
  for (const id of fontIds) {
    try {
      const font = page.commonObjs.get(id) as { name?: string; bold?: boolean; black?: boolean } | undefined;
      if (font && (font.bold === true || font.black === true || BOLD_FONT.test(font.name ?? ''))) bold.add(id);
    } catch {
      // A font pdf.js could not load is read as regular.
    }
  }
  return bold;
};

const readPage = async (pdf: PDFDocumentProxy, n: number, deadline: number): Promise<TextItem[]> => {
  const page = await before(deadline, pdf.getPage(n));
  const content = await before(deadline, page.getTextContent());
  const raw = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item] : []));
  const bold = await boldFonts(page, deadline, new Set(raw.map((i) => i.fontName)));
  page.cleanup();
  return raw.map((i) => ({
    text: i.str,
    x: i.transform[4] as number,
    y: i.transform[5] as number,
    width: i.width,
    size: Math.round(Math.hypot(i.transform[2] as number, i.transform[3] as number) * 10) / 10 || i.height,
    bold: bold.has(i.fontName),
    page: n,
  }));
};

/** Top to bottom, then left to right; items on one baseline (within a couple of points) read as one row. */
export const byReadingOrder = (a: TextItem, b: TextItem): number =>
  a.page - b.page || (Math.abs(a.y - b.y) > Math.min(a.size, b.size) * 0.4 ? b.y - a.y : a.x - b.x);

/**
 * Where the gutter of a two-column page is, or null for one column: an x in the middle of the page that almost
 * no text crosses, with plenty of text on both sides, side by side over most of the page's height.
 */
export const findGutter = (items: TextItem[], pageWidth: number): number | null => {
  if (items.length < 12) return null;
  let best: { x: number; crossing: number } | null = null;
  for (let x = pageWidth * 0.25; x <= pageWidth * 0.7; x += 2) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const i of items) {
      if (i.x + i.width <= x) left++;
      else if (i.x >= x) right++;
      else crossing++;
    }
    if (left < items.length * 0.2 || right < items.length * 0.2) continue;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best || best.crossing > items.length * 0.08) return null;
  const x = best.x;
  const ys = (side: TextItem[]) => side.map((i) => i.y);
  const leftYs = ys(items.filter((i) => i.x + i.width <= x));
  const rightYs = ys(items.filter((i) => i.x >= x));
  const overlap =
    Math.min(Math.max(...leftYs), Math.max(...rightYs)) - Math.max(Math.min(...leftYs), Math.min(...rightYs));
  const height = Math.max(...leftYs, ...rightYs) - Math.min(...leftYs, ...rightYs);
  return height > 0 && overlap / height > 0.5 ? x : null;
};

/** A two-column page read as people read it: what spans the gutter (the header) first, then left, then right. */
const columnOrder = (items: TextItem[], gutter: number): TextItem[] => {
  const right = items.filter((i) => i.x >= gutter);
  const rest = items.filter((i) => i.x < gutter);
  return [...rest.sort(byReadingOrder), ...right.sort(byReadingOrder)];
};

/**
 * The text of a resume PDF with positions, sizes and boldness, at most `maxPages` pages and no longer than
 * `timeLimitMs`. A file that is not a PDF, or one pdf.js cannot open, is "unreadable"; a slow one "too slow".
 */
export const readPdfText = async (
  bytes: Uint8Array,
  limits: ReadLimits = { maxPages: PARSE_MAX_PAGES, timeLimitMs: PARSE_TIME_LIMIT_MS },
): Promise<PdfText> => {
  const deadline = Date.now() + limits.timeLimitMs;
  if (!isPdf(bytes)) throw unreadable();
  const task = getDocument({
    // pdf.js takes ownership of the buffer it is given: a copy leaves the caller's bytes intact.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl,
    verbosity: 0,
  });
  try {
    const pdf = await before(deadline, task.promise).catch((error: unknown) => {
      throw error instanceof AppError ? error : unreadable();
    });
    const pagesRead = Math.min(pdf.numPages, limits.maxPages);
    const items: TextItem[] = [];
    let columns: 1 | 2 = 1;
    for (let n = 1; n <= pagesRead; n++) {
      const pageItems = await readPage(pdf, n, deadline).catch((error: unknown) => {
        throw error instanceof AppError ? error : unreadable();
      });
      const width = (await pdf.getPage(n)).view[2] ?? 612;
      const gutter = findGutter(pageItems, width);
      if (gutter !== null) columns = 2;
      items.push(...(gutter === null ? pageItems.sort(byReadingOrder) : columnOrder(pageItems, gutter)));
    }
    const letters = items.reduce((n, i) => n + i.text.replace(/\s/g, '').length, 0);
    return { pages: pdf.numPages, pagesRead, items, columns, scanned: letters < SCANNED_MAX_CHARS };
  } finally {
    void task.destroy();
  }
};
