import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { PNG } from 'pngjs';
import type { ResumeFont, ResumeSection, ResumeSpec } from './resume-spec.ts';

const FONTS: Record<ResumeFont, { regular: StandardFonts; bold: StandardFonts; italic: StandardFonts }> = {
  Helvetica: {
    regular: StandardFonts.Helvetica,
    bold: StandardFonts.HelveticaBold,
    italic: StandardFonts.HelveticaOblique,
  },
  Times: {
    regular: StandardFonts.TimesRoman,
    bold: StandardFonts.TimesRomanBold,
    italic: StandardFonts.TimesRomanItalic,
  },
  Courier: { regular: StandardFonts.Courier, bold: StandardFonts.CourierBold, italic: StandardFonts.CourierOblique },
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 44;
const SIDEBAR_WIDTH = 170;
const GUTTER = 18;
const BODY_SIZE = 10;
const LINE_GAP = 3.4;

type Style = 'regular' | 'bold' | 'italic';

/** Where drawing goes: a PDF page with a text layer, or a bitmap that becomes the page's only image. */
interface Surface {
  text(text: string, x: number, y: number, size: number, style: Style): void;
  rect(x: number, y: number, width: number, height: number, shade: number): void;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Standard fonts write WinAnsi only: anything else a resume might carry is spelt in it. */
const winAnsi = (text: string) =>
  text
    .replace(/₹/g, 'Rs. ')
    .replace(/[‐‑]/g, '-')
    .replace(/[^\x20-\x7E\u00A0-\u00FF–—‘’“”•…]/g, '');

class PdfSurface implements Surface {
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
  ) {}
  text(text: string, x: number, y: number, size: number, style: Style) {
    this.page.drawText(text, { x, y, size, font: this.fonts[style], color: rgb(0.1, 0.1, 0.12) });
  }
  rect(x: number, y: number, width: number, height: number, shade: number) {
    this.page.drawRectangle({ x, y, width, height, color: rgb(shade, shade, shade) });
  }
}

const SCAN_SCALE = 1.4;

/** A grey page with each word a dark smudge, as a low-resolution scan looks: image-only, no text to find. */
class BitmapSurface implements Surface {
  readonly width = Math.round(A4[0] * SCAN_SCALE);
  readonly height = Math.round(A4[1] * SCAN_SCALE);
  readonly pixels = new Uint8Array(this.width * this.height).fill(243);
  constructor(private readonly fonts: Fonts) {}
  private fill(x: number, y: number, w: number, h: number, value: number) {
    const x0 = Math.max(0, Math.round(x * SCAN_SCALE));
    const x1 = Math.min(this.width, Math.round((x + w) * SCAN_SCALE));
    const y0 = Math.max(0, Math.round((A4[1] - y - h) * SCAN_SCALE));
    const y1 = Math.min(this.height, Math.round((A4[1] - y) * SCAN_SCALE));
    for (let row = y0; row < y1; row++) this.pixels.fill(value, row * this.width + x0, row * this.width + x1);
  }
  text(text: string, x: number, y: number, size: number, style: Style) {
    const font = this.fonts[style];
    let cursor = x;
    for (const word of text.split(' ')) {
      const w = font.widthOfTextAtSize(word, size);
      if (word) this.fill(cursor, y, w, size * 0.7, style === 'bold' ? 40 : 90);
      cursor += w + font.widthOfTextAtSize(' ', size);
    }
  }
  rect(x: number, y: number, width: number, height: number, shade: number) {
    this.fill(x, y, width, height, Math.round(shade * 243));
  }
  png(): Uint8Array {
    return PNG.sync.write(
      Object.assign(new PNG({ width: this.width, height: this.height }), { data: Buffer.from(this.pixels) }),
      { colorType: 0, inputColorType: 0, inputHasAlpha: false },
    );
  }
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Lays a resume out line by line into one column box, breaking pages as the text runs down. */
class Column {
  y: number;
  constructor(
    private readonly writer: Writer,
    readonly x: number,
    readonly width: number,
    top: number,
  ) {
    this.y = top;
  }
  private ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.writer.nextPage(this);
    }
  }
  gap(points: number) {
    this.y -= points;
  }
  wrap(text: string, size: number, style: Style, indent = 0): string[] {
    const font = this.writer.fonts[style];
    const words = winAnsi(text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > this.width - indent) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }
  line(text: string, options: { size?: number; style?: Style; indent?: number; bullet?: boolean } = {}) {
    const size = options.size ?? BODY_SIZE;
    const style = options.style ?? 'regular';
    const indent = (options.indent ?? 0) + (options.bullet ? 10 : 0);
    this.wrap(text, size, style, indent).forEach((part, i) => {
      this.ensure(size + LINE_GAP);
      this.y -= size;
      if (options.bullet && i === 0) this.writer.surface.text('•', this.x + indent - 9, this.y, size, 'regular');
      this.writer.surface.text(part, this.x + indent, this.y, size, style);
      this.y -= LINE_GAP;
    });
  }
  /** Two texts on one line: the left one at the left, the right one flush right (a date beside a title). */
  pair(left: string, right: string, style: Style = 'bold') {
    const font = this.writer.fonts[style];
    const rightWidth = this.writer.fonts.regular.widthOfTextAtSize(winAnsi(right), BODY_SIZE);
    if (font.widthOfTextAtSize(winAnsi(left), BODY_SIZE) + rightWidth + 16 > this.width) {
      this.line(left, { style });
      this.line(right, { style: 'italic' });
      return;
    }
    this.ensure(BODY_SIZE + LINE_GAP);
    this.y -= BODY_SIZE;
    this.writer.surface.text(winAnsi(left), this.x, this.y, BODY_SIZE, style);
    this.writer.surface.text(winAnsi(right), this.x + this.width - rightWidth, this.y, BODY_SIZE, 'regular');
    this.y -= LINE_GAP;
  }
  heading(text: string) {
    const style = this.writer.spec.layout.heading;
    this.ensure(40);
    this.gap(9);
    const written = style === 'caps-bold' || style === 'underlined-caps' ? text.toUpperCase() : titleCase(text);
    const size = style === 'plain-large' ? 13.5 : 11.5;
    this.y -= size;
    this.writer.surface.text(winAnsi(written), this.x, this.y, size, style === 'plain-large' ? 'regular' : 'bold');
    this.y -= 3;
    if (style === 'underlined-caps' || style === 'caps-bold') {
      this.writer.surface.rect(this.x, this.y, style === 'caps-bold' ? this.width : 60, 0.8, 0.35);
    }
    this.y -= 5;
  }
}

class Writer {
  surface!: Surface;
  private pages: { page: PDFPage; bitmap?: BitmapSurface }[] = [];
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly spec: ResumeSpec,
  ) {}
  addPage() {
    const page = this.doc.addPage(A4);
    if (this.spec.layout.scanned) {
      const bitmap = new BitmapSurface(this.fonts);
      this.surface = bitmap;
      this.pages.push({ page, bitmap });
    } else {
      this.surface = new PdfSurface(page, this.fonts);
      this.pages.push({ page });
    }
    if (this.spec.layout.columns === 2) this.surface.rect(0, 0, MARGIN + SIDEBAR_WIDTH + GUTTER / 2, A4[1], 0.93);
  }
  /** Continues a column on a new page (a sidebar that runs over continues beside the main column). */
  nextPage(column: Column) {
    const index = this.columnPage.get(column) ?? 0;
    if (index + 1 >= this.pages.length) this.addPage();
    else this.surface = this.surfaceOf(index + 1);
    this.columnPage.set(column, index + 1);
    column.y = A4[1] - MARGIN;
  }
  readonly columnPage = new Map<Column, number>();
  surfaceOf(index: number): Surface {
    const entry = this.pages[index]!;
    return entry.bitmap ?? new PdfSurface(entry.page, this.fonts);
  }
  use(column: Column) {
    this.surface = this.surfaceOf(this.columnPage.get(column) ?? 0);
  }
  async finish() {
    for (const { page, bitmap } of this.pages) {
      if (!bitmap) continue;
      const image = await this.doc.embedPng(bitmap.png());
      page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
    }
    return this.doc.save();
  }
}

const writeSection = (column: Column, section: ResumeSection, narrow: boolean) => {
  column.heading(section.heading);
  switch (section.kind) {
    case 'summary':
      column.line(section.text);
      return;
    case 'education':
      for (const e of section.entries) {
        const degree = e.field ? `${e.degree} – ${e.field}` : e.degree;
        if (narrow) {
          column.line(degree, { style: 'bold' });
          column.line(e.institution);
          column.line(e.grade ? `${e.years} | ${e.grade}` : e.years, { style: 'italic' });
        } else {
          column.pair(degree, e.years);
          column.line(e.location ? `${e.institution}, ${e.location}` : e.institution);
          if (e.grade) column.line(e.grade, { style: 'italic' });
        }
        column.gap(4);
      }
      return;
    case 'work':
      for (const w of section.entries) {
        column.pair(w.title, w.dates);
        column.line(w.location ? `${w.company}, ${w.location}` : w.company, { style: 'italic' });
        for (const b of w.bullets) column.line(b, { bullet: true });
        column.gap(4);
      }
      return;
    case 'projects':
      for (const p of section.entries) {
        column.line(p.tech && !narrow ? `${p.name} | ${p.tech}` : p.name, { style: 'bold' });
        if (p.tech && narrow) column.line(p.tech, { style: 'italic' });
        if (p.url) column.line(p.url);
        for (const b of p.bullets) column.line(b, { bullet: true });
        column.gap(4);
      }
      return;
    case 'skills':
      for (const l of section.lines) column.line(l, { bullet: section.style === 'bullets' });
      return;
    case 'certifications':
      for (const c of section.items) column.line(c, { bullet: true });
      return;
    case 'free':
      for (const l of section.lines) column.line(l, { bullet: section.bullets });
      return;
  }
};

const SIDEBAR_KINDS = new Set<ResumeSection['kind']>(['skills', 'education', 'certifications']);
const inSidebar = (s: ResumeSection) => SIDEBAR_KINDS.has(s.kind) || (s.kind === 'free' && s.sidebar === true);

/** Renders a resume to PDF bytes: one or two columns, a text layer or (scanned) only an image of the page. */
export const renderResumePdf = async (spec: ResumeSpec): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`${spec.name} – Resume`);
  doc.setProducer('Elevate resume test set');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const family = FONTS[spec.layout.font];
  const fonts: Fonts = {
    regular: await doc.embedFont(family.regular),
    bold: await doc.embedFont(family.bold),
    italic: await doc.embedFont(family.italic),
  };
  const writer = new Writer(doc, fonts, spec);
  writer.addPage();
  const top = A4[1] - MARGIN;
  const contact = [spec.email, spec.phone, ...spec.links, spec.location];
  const two = spec.layout.columns === 2;
  const full = new Column(writer, MARGIN, A4[0] - 2 * MARGIN, top);

  if (two) {
    const side = new Column(writer, MARGIN - 20, SIDEBAR_WIDTH, top);
    const main = new Column(
      writer,
      MARGIN + SIDEBAR_WIDTH + GUTTER,
      A4[0] - MARGIN - SIDEBAR_WIDTH - GUTTER - MARGIN + 20,
      top,
    );
    main.line(spec.name, { size: 22, style: 'bold' });
    if (spec.tagline) main.line(spec.tagline, { size: 12, style: 'italic' });
    main.gap(6);
    side.heading('Contact');
    for (const c of contact) side.line(c, { size: 9 });
    const sideSections = spec.sections.filter(inSidebar);
    const mainSections = spec.sections.filter((s) => !inSidebar(s));
    for (const s of sideSections) {
      writer.use(side);
      writeSection(side, s, true);
    }
    mainSections.forEach((s, i) => {
      writer.use(main);
      if (
        spec.layout.pages === 2 &&
        i === Math.ceil(mainSections.length / 2) &&
        writer.columnPage.get(main) === undefined
      ) {
        writer.nextPage(main);
      }
      writeSection(main, s, false);
    });
    return writer.finish();
  }

  full.line(spec.name, { size: 20, style: 'bold' });
  if (spec.tagline) full.line(spec.tagline, { size: 11.5, style: 'italic' });
  if (spec.layout.contact === 'one-line') full.line(contact.join('  |  '), { size: 9.5 });
  else for (const c of contact) full.line(c, { size: 9.5 });
  full.gap(4);
  writer.surface.rect(MARGIN, full.y, A4[0] - 2 * MARGIN, 1, 0.5);
  full.gap(4);
  spec.sections.forEach((s, i) => {
    if (
      spec.layout.pages === 2 &&
      i === Math.ceil(spec.sections.length / 2) &&
      writer.columnPage.get(full) === undefined
    ) {
      writer.nextPage(full);
    }
    writeSection(full, s, false);
  });
  return writer.finish();
};
