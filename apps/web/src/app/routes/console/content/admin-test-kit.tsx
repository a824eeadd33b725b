import type { RichTextEditorProps } from '@/components/rich-text-editor';
import type { CaseStudyEditable } from '@elevate/contracts/content/case-studies.schema';
import { ok } from '@/testing/api-double';

/** The rich text editor as a plain text box in tests (TipTap needs a real layout engine). */
export const FakeRichText = ({ label, value, onChange, helperText }: Omit<RichTextEditorProps, 'purpose'>) => (
  <label>
    {label}
    <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
    {helperText ? <span>{helperText}</span> : null}
  </label>
);

/** A console list answer. */
export const listOf = <T,>(rows: T[]) => ok({ data: rows, totalRecordCount: rows.length, totalRecords: rows.length });

export const buildStory = (overrides: Partial<CaseStudyEditable> = {}): CaseStudyEditable => ({
  caseStudyId: 11,
  custUrl: 'ananya-hired-at-freshworks',
  type: 'successstory',
  subType: 'hiring',
  title: 'Ananya joins Freshworks after DataQuest',
  summary: 'From a campus hackathon to a product engineering role.',
  bodyHtml: '<p>Ananya Krishnan built a churn model…</p>',
  coverImageUrl: null,
  personName: 'Ananya Krishnan',
  personDesignation: 'Software Engineer',
  organisation: 'Freshworks',
  quote: 'The hackathon was my interview.',
  isFeatured: true,
  seoDescription: 'How Ananya went from DataQuest to Freshworks.',
  updatedAt: '2026-10-02T06:30:00.000Z',
  status: 'published',
  publishedAt: '2026-10-01T04:30:00.000Z',
  partnerId: null,
  createdAt: '2026-09-30T10:00:00.000Z',
  ...overrides,
});

/**
 * The input or text area a label names inside `root`, found through the DOM alone: the console's dialogs are
 * long and testing-library's accessible-name queries take a second each on them.
 */
export const fieldIn = (root: HTMLElement, label: RegExp | string): HTMLInputElement | HTMLTextAreaElement => {
  const matches = (text: string) => (typeof label === 'string' ? text.trim() === label : label.test(text.trim()));
  for (const el of root.querySelectorAll<HTMLElement>('[aria-label]'))
    if (
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
      matches(el.getAttribute('aria-label')!)
    )
      return el;
  for (const l of root.querySelectorAll('label')) {
    if (!matches(l.textContent.replace(/\s*\*\s*$/, ''))) continue;
    const target = l.htmlFor ? root.ownerDocument.getElementById(l.htmlFor) : l.querySelector('input, textarea');
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return target;
  }
  throw new Error(`No field labelled ${String(label)}`);
};
