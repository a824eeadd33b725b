import { useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  activeSectionOf,
  OBSERVER_THRESHOLDS,
  scrollOffsetFor,
  scrollTopFor,
  type SectionView,
} from '../utils/section-nav';

/** While a jump scrolls smoothly past other sections, the menu keeps the chosen one. */
const JUMP_LOCK_MS = 1000;

/**
 * The side menu's behaviour (spec §2.7, §9): jump to a section with the desktop or mobile offset, and follow
 * the section in view with an IntersectionObserver at threshold 0.6.
 */
export const useSectionNav = <Id extends string>(ids: readonly Id[]) => {
  const theme = useTheme();
  // Desktop until the browser says otherwise: the server renders the side menu (hidden by CSS below 992 px),
  // and the mobile sections drawer, fixed at the bottom, appears after hydration without moving anything.
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'), { defaultMatches: true });
  const [active, setActive] = useState<Id | null>(ids[0] ?? null);
  const lockedUntil = useRef(0);
  const key = ids.join('|');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return;
    const views = new Map<string, SectionView>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          views.set(e.target.id, {
            isIntersecting: e.isIntersecting,
            ratio: e.intersectionRatio,
            visibleHeight: e.intersectionRect.height,
            viewportHeight: e.rootBounds?.height ?? window.innerHeight,
          });
        }
        if (Date.now() < lockedUntil.current) return;
        const next = activeSectionOf(ids, views);
        if (next) setActive(next);
      },
      { threshold: OBSERVER_THRESHOLDS },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
    // `key` stands for `ids`: a new array with the same sections must not re-create the observer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const jumpTo = useCallback(
    (id: Id) => {
      const el = document.getElementById(id);
      if (!el) return;
      setActive(id);
      lockedUntil.current = Date.now() + JUMP_LOCK_MS;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      window.scrollTo({
        top: scrollTopFor(el.getBoundingClientRect().top, window.scrollY, scrollOffsetFor(isDesktop)),
        behavior: reduceMotion ? 'auto' : 'smooth',
      });
      // Keyboard and screen-reader users continue reading from the section they chose.
      el.focus({ preventScroll: true });
    },
    [isDesktop],
  );

  return { active, jumpTo, isDesktop };
};
