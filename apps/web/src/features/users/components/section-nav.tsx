import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { SECTION_VISIBILITY_THRESHOLD } from '@elevate/contracts/common/constants';
import { PROFILE_PAGE_SECTIONS, type ProfilePageSectionId } from './profile-section';

/**
 * The section being read: the first (from the top) of which at least 60 % shows (spec §9 "section visibility
 * threshold 0.6"), or which fills 60 % of the window when it is taller than that.
 */
const useActiveSection = (ready: boolean): ProfilePageSectionId => {
  const [active, setActive] = useState<ProfilePageSectionId>(PROFILE_PAGE_SECTIONS[0].id);
  useEffect(() => {
    if (!ready || typeof IntersectionObserver === 'undefined') return;
    const seen = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const fills = e.rootBounds ? e.intersectionRect.height / e.rootBounds.height : 0;
          seen.set(
            e.target.id,
            e.intersectionRatio >= SECTION_VISIBILITY_THRESHOLD || fills >= SECTION_VISIBILITY_THRESHOLD,
          );
        }
        const first = PROFILE_PAGE_SECTIONS.find((s) => seen.get(s.id));
        if (first) setActive(first.id);
      },
      { threshold: [0, 0.25, SECTION_VISIBILITY_THRESHOLD, 1] },
    );
    for (const { id } of PROFILE_PAGE_SECTIONS) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ready]);
  return active;
};

/**
 * Links to every section: a sticky list beside the page on wide screens, a row of chips that scrolls sideways
 * above the sections on phones (not sticky: with the top bar it would hide the 70 px the spec leaves above a
 * section jumped to). The section in view is marked as the current location.
 */
export const SectionNav = ({ ready, variant }: { ready: boolean; variant: 'side' | 'chips' }) => {
  const active = useActiveSection(ready);
  const row = useRef<HTMLElement | null>(null);
  // The chip of the section in view slides into the row's view (sideways only: the page does not move).
  useEffect(() => {
    const container = row.current;
    const chip = container?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!container || !chip) return;
    const box = container.getBoundingClientRect();
    const place = chip.getBoundingClientRect();
    if (place.left < box.left || place.right > box.right) container.scrollLeft += place.left - box.left - 16;
  }, [active]);
  if (variant === 'chips')
    return (
      <Box
        ref={row}
        component="nav"
        aria-label="Profile sections"
        sx={{
          display: { xs: 'block', lg: 'none' },
          mx: -2,
          px: 2,
          py: 1,
          mb: 2,
          overflowX: 'auto',
          scrollbarWidth: 'none',
        }}
      >
        <Box component="ul" sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none', width: 'max-content' }}>
          {PROFILE_PAGE_SECTIONS.map((s) => (
            <li key={s.id}>
              <Chip
                component="a"
                href={`#${s.id}`}
                clickable
                label={s.label}
                color={active === s.id ? 'primary' : 'default'}
                variant={active === s.id ? 'filled' : 'outlined'}
                aria-current={active === s.id ? 'location' : undefined}
              />
            </li>
          ))}
        </Box>
      </Box>
    );
  return (
    <Box
      component="nav"
      aria-label="Profile sections"
      sx={{ display: { xs: 'none', lg: 'block' }, position: 'sticky', top: 88, alignSelf: 'start' }}
    >
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {PROFILE_PAGE_SECTIONS.map((s) => (
          <li key={s.id}>
            <Link
              href={`#${s.id}`}
              underline="hover"
              aria-current={active === s.id ? 'location' : undefined}
              sx={{
                display: 'block',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                color: active === s.id ? 'primary.main' : 'text.primary',
                fontWeight: active === s.id ? 700 : 500,
                bgcolor: active === s.id ? 'action.selected' : 'transparent',
                borderLeft: 3,
                borderColor: active === s.id ? 'primary.main' : 'transparent',
              }}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
};
