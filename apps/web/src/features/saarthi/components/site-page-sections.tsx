import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { RichTextBlock } from '@/components/rich-text-block';

/** The sections admins wrote for a marketing page (sanitised HTML), side by side on wide screens. */
export const SitePageSections = ({ page }: { page: SitePage | undefined }) =>
  page && page.sections.length > 0 ? (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {page.sections.map((s) => (
        <Box component="section" key={s.heading}>
          <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {s.heading}
          </Typography>
          <RichTextBlock html={s.bodyHtml} />
        </Box>
      ))}
    </Box>
  ) : null;
