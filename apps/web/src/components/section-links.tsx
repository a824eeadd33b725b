import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One section of a long page that its side menu links to. */
export interface PageSection<Id extends string = string> {
  id: Id;
  label: string;
}

/** The overline above a page's side menu. */
export const OnThisPageHeading = () => (
  <Typography
    component="p"
    variant="overline"
    color="text.secondary"
    sx={{ px: 2, fontWeight: 700, letterSpacing: 1.1 }}
  >
    On this page
  </Typography>
);

/**
 * A page's sections as a list of links to their anchors, the one being read marked (aria-current="location").
 * `onPick` gets the click, to jump in its own way (and prevent the plain anchor jump when it does).
 */
export const SectionLinkList = <Id extends string>({
  sections,
  active,
  onPick,
  itemHeight = 44,
}: {
  sections: readonly PageSection<Id>[];
  active: Id | null;
  onPick: (id: Id, event: MouseEvent) => void;
  /** Each link's least height in px: 44 is a comfortable touch target. */
  itemHeight?: number;
}) => (
  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {sections.map((s) => {
      const current = s.id === active;
      return (
        <li key={s.id}>
          <Box
            component="a"
            href={`#${s.id}`}
            aria-current={current ? 'location' : undefined}
            onClick={(e: MouseEvent) => onPick(s.id, e)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              minHeight: itemHeight,
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
);
