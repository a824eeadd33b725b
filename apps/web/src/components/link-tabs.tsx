import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LinkTab {
  key: string;
  label: ReactNode;
  to: string;
}

/**
 * A section menu drawn as tabs that are links (a console's sections, a dashboard's pages), in a `nav` landmark,
 * scrollable with arrows when it is wider than the screen. The current section is `aria-current="page"`.
 *
 * The arrows are always there (one pointing nowhere is hidden). Arrows that appear only once the tabs overflow
 * narrow the scroller after MUI has started scrolling the current tab into view, and that scroll ends where the
 * wider scroller needed it: the current tab sat half under the right arrow on a phone, and a hackathon's Judges
 * tab was out of sight at 1280 px.
 */
export const LinkTabs = ({
  label,
  tabsLabel,
  active,
  items,
  sx,
  tabSx,
}: {
  /** The landmark's name: 'Hackathon sections'. */
  label: string;
  /** The tab list's own name, where it differs from the landmark's. */
  tabsLabel?: string;
  active: string | false;
  items: readonly LinkTab[];
  sx?: SxProps<Theme>;
  tabSx?: SxProps<Theme>;
}) => (
  <Box component="nav" aria-label={label} sx={sx}>
    <Tabs value={active} variant="scrollable" scrollButtons allowScrollButtonsMobile aria-label={tabsLabel}>
      {items.map((item) => (
        <Tab
          key={item.key}
          value={item.key}
          label={item.label}
          component={RouterLink}
          to={item.to}
          aria-current={active === item.key ? 'page' : undefined}
          sx={tabSx}
        />
      ))}
    </Tabs>
  </Box>
);
