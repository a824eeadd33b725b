import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SCROLL_OFFSET_DESKTOP, SCROLL_OFFSET_MOBILE } from '@elevate/contracts/common/constants';

/** The parts of /manage-profile, in page order: the anchors the section nav and the profile strength link to. */
export const PROFILE_PAGE_SECTIONS = [
  { id: 'personal', label: 'Personal' },
  { id: 'education', label: 'Education' },
  { id: 'work', label: 'Work' },
  { id: 'projects', label: 'Projects' },
  { id: 'skills', label: 'Skills' },
  { id: 'documents', label: 'Documents' },
  { id: 'other', label: 'Patents & more' },
  { id: 'json-resume', label: 'JSON Resume' },
] as const;
export type ProfilePageSectionId = (typeof PROFILE_PAGE_SECTIONS)[number]['id'];

/**
 * One card of the page: a section landmark named by its heading, with the anchor the nav links to. A jump to it
 * leaves the spec's scroll offset above (§9: 200 px on desktop, 70 on mobile) so the sticky bars hide nothing.
 */
export const ProfileSection = ({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: ProfilePageSectionId;
  title: string;
  lead?: ReactNode;
  /** A button beside the heading (Add …). */
  action?: ReactNode;
  children: ReactNode;
}) => (
  <Paper
    component="section"
    id={id}
    variant="outlined"
    aria-labelledby={`${id}-heading`}
    sx={{
      p: { xs: 2, sm: 3 },
      borderRadius: 3,
      scrollMarginTop: { xs: SCROLL_OFFSET_MOBILE, lg: SCROLL_OFFSET_DESKTOP },
    }}
  >
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 2 }}>
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {lead ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {lead}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Box>
    {children}
  </Paper>
);
