import { useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import TocIcon from '@mui/icons-material/Toc';

export interface MenuSection<Id extends string = string> {
  id: Id;
  label: string;
}

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
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sections.map((s) => {
        const current = s.id === active;
        return (
          <li key={s.id}>
            <Box
              component="a"
              href={`#${s.id}`}
              aria-current={current ? 'location' : undefined}
              onClick={(e: MouseEvent) => {
                e.preventDefault();
                onPick(s.id);
              }}
              sx={{
                display: 'flex',
                alignItems: 'center',
                minHeight: 44,
                px: 2,
                my: 0.25,
                borderRadius: 1.5,
                borderLeft: 3,
                borderColor: current ? 'primary.main' : 'transparent',
                color: current ? 'primary.main' : 'text.primary',
                bgcolor: current ? 'action.selected' : 'transparent',
                fontWeight: current ? 700 : 500,
                textDecoration: 'none',
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
              }}
            >
              {s.label}
            </Box>
          </li>
        );
      })}
    </Box>
  </Box>
);

/** The side menu on desktop (≥ 992 px): sticky beside the sections, marking the one in view. */
export const SideMenu = <Id extends string>(props: {
  sections: readonly MenuSection<Id>[];
  active: Id | null;
  onPick: (id: Id) => void;
}) => (
  <Box sx={{ position: 'sticky', top: 96 }}>
    <Typography
      component="p"
      variant="overline"
      color="text.secondary"
      sx={{ px: 2, fontWeight: 700, letterSpacing: 1.1 }}
    >
      On this page
    </Typography>
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
