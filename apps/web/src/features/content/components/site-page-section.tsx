import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SitePageKey } from '@elevate/contracts/content/content.constants';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { Section } from '@/components/page-section';
import { RichTextBlock } from '@/components/rich-text-block';
import { defaultSitePage } from '../api/site-page-defaults';

export type SitePageSection = SitePage['sections'][number];

/**
 * The page's i-th editable section (heading and rich text); the default one when admins removed it, so a page's
 * layout never loses a heading. An empty section when neither has one.
 */
export const sectionAt = (page: SitePage, i: number): SitePageSection =>
  page.sections[i] ?? defaultSitePage(page.key as SitePageKey).sections[i] ?? { heading: '', bodyHtml: '' };

/** Rich words admins wrote, in the secondary colour of an intro. */
export const SiteRichText = ({ html, mb = 3 }: { html: string; mb?: number }) =>
  html ? (
    <Box sx={{ color: 'text.secondary', maxWidth: 760, mb, '& p:last-of-type': { mb: 0 } }}>
      <RichTextBlock html={html} />
    </Box>
  ) : null;

/** A page section whose heading and intro come from the page's words; `children` is the rest of its layout. */
export const SiteSection = ({
  id,
  section,
  muted,
  children,
}: {
  id: string;
  section: SitePageSection;
  muted?: boolean;
  children?: ReactNode;
}) => (
  <Section id={id} title={section.heading || undefined} muted={muted}>
    <SiteRichText html={section.bodyHtml} mb={children ? 3 : 0} />
    {children}
  </Section>
);

/** Sections admins added beyond the ones the page lays out itself (from index `from`), each as its own section. */
export const ExtraSections = ({ page, from }: { page: SitePage; from: number }) => (
  <>
    {page.sections.slice(from).map((s, i) => (
      <SiteSection key={`${from + i}-${s.heading}`} id={`section-${from + i + 1}`} section={s} muted={i % 2 === 0} />
    ))}
  </>
);
