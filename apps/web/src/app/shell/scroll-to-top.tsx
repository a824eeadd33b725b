import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a hash link waits for its section while the page is still loading (a slow connection). */
const HASH_WAIT_MS = 10_000;

/**
 * Scroll resets to the top on every path change (spec §2.6). A hash (/aboutus#our-team) scrolls to its
 * section once the lazily loaded page has rendered it, however long the page takes to arrive (up to
 * HASH_WAIT_MS).
 */
export const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const seek = () => {
      const el = document.getElementById(id);
      el?.scrollIntoView();
      return el !== null;
    };
    if (seek()) return;
    const observer = new MutationObserver(() => {
      if (seek()) stop();
    });
    const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
  return null;
};
