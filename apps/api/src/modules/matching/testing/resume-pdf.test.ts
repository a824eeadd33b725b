import { describe, expect, it } from 'vitest';
import { readPdfText } from '../parser/pdf-text.ts';
import { renderResumePdf } from './resume-pdf.ts';
import { ONE_COLUMN_LAYOUT, type ResumeSpec } from './resume-spec.ts';
import { RESUME_CORPUS } from './resume-corpus.ts';

/** The text pdf.js finds, page by page. */
const textOf = async (bytes: Uint8Array) => {
  const pdf = await readPdfText(bytes, { maxPages: 10, timeLimitMs: 10_000 });
  return Array.from({ length: pdf.pages }, (_, i) =>
    pdf.items
      .filter((item) => item.page === i + 1)
      .map((item) => item.text)
      .join(' '),
  );
};

const spec = (layout: Partial<ResumeSpec['layout']>): ResumeSpec => ({
  ...RESUME_CORPUS.find((r) => r.spec.id === 'rohan-verma-fullstack')!.spec,
  layout: { ...ONE_COLUMN_LAYOUT, ...layout },
});

describe('renderResumePdf', () => {
  it('writes the resume as text a PDF reader finds, contact and skills included', async () => {
    const [page] = await textOf(await renderResumePdf(spec({})));
    expect(page).toContain('Rohan Verma');
    expect(page).toContain('rohanverma.dev@gmail.com');
    expect(page).toContain('+91 87654 32109');
    expect(page).toContain('MongoDB');
  });

  it('makes a scanned resume an image with no text at all', async () => {
    const pages = await textOf(await renderResumePdf(spec({ scanned: true, columns: 2 })));
    expect(pages.join('').trim()).toBe('');
  });

  it('puts a two-page resume on two pages', async () => {
    expect(await textOf(await renderResumePdf(spec({ pages: 2 })))).toHaveLength(2);
  });

  it('renders the same bytes for the same resume, so the committed set only changes when a resume does', async () => {
    const a = await renderResumePdf(spec({ columns: 2, font: 'Times' }));
    const b = await renderResumePdf(spec({ columns: 2, font: 'Times' }));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
