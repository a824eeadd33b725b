import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import TocIcon from '@mui/icons-material/Toc';
import { OnThisPageHeading, SectionLinkList, type PageSection } from '@/components/section-links';

export type MenuSection<Id extends string = string> = PageSection<Id>;

const SectionLinks = <Id extends string>({
  sections,
  active,
  onPick,
  label,
}: {
  sections: readonly MenuSection<Id>[];
  active: Id | null;
  onPick: (id: Id) => void;
  label: string;
}) => (
  <Box component="nav" aria-label={label}>
    <SectionLinkList
      sections={sections}
      active={active}
      onPick={(id, e) => {
        e.preventDefault();
        onPick(id);
      }}
    />
  </Box>
);

/** The side menu on desktop (≥ 992 px): sticky beside the sections, marking the one in view. */
export const SideMenu = <Id extends string>(props: {
  sections: readonly MenuSection<Id>[];
  active: Id | null;
  onPick: (id: Id) => void;
}) => (
  <Box sx={{ position: 'sticky', top: 96 }}>
    <OnThisPageHeading />
    <SectionLinks {...props} label="Company page sections" />
  </Box>
);

/** On mobile, a 'Sections' button opens a drawer with the same menu; a pick closes it, then jumps. */
export const SectionsDrawer = <Id extends string>({
  sections,
  active,
  onPick,
}: {
  sections: readonly MenuSection<Id>[];
  active: Id | null;
  onPick: (id: Id) => void;
}) => {
  const [open, setOpen] = useState(false);
  const picked = useRef<Id | null>(null);
  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        size="medium"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (t) => t.zIndex.speedDial }}
      >
        <TocIcon sx={{ mr: 1 }} aria-hidden />
        Sections
      </Fab>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Sections',
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, p: 2, pb: 3 },
          },
          // Jump once the drawer has gone and released the page's scroll lock.
          transition: {
            onExited: () => {
              if (picked.current) onPick(picked.current);
              picked.current = null;
            },
          },
        }}
      >
        <Typography variant="h2" component="p" sx={{ fontSize: '1.1rem', px: 2, mb: 1 }}>
          Sections
        </Typography>
        <SectionLinks
          sections={sections}
          active={active}
          label="Company page sections"
          onPick={(id) => {
            picked.current = id;
            setOpen(false);
          }}
        />
      </Drawer>
    </>
  );
};
