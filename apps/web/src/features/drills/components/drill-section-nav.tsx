import { useEffect, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { OnThisPageHeading, SectionLinkList, type PageSection } from '@/components/section-links';
import { hasText } from './drill-sections';

export type DrillSectionLink = PageSection;

/**
 * The sections the hackathon has something for, in page order (a section without content is left out, as on
 * the company page). The overview is always there: it carries the theme and place even without a description.
 */
export const drillSectionsOf = (drill: DrillDetail, hasJobs: boolean): DrillSectionLink[] =>
  [
    { id: 'overview', label: 'Overview', show: true },
    { id: 'results', label: 'Results', show: drill.drillPhase.some((p) => p.resultsPublished) },
    { id: 'eligibility', label: 'Eligibility', show: true },
    { id: 'guidelines', label: 'Guidelines', show: hasText(drill.guidelines) },
    { id: 'phases', label: 'Phases', show: drill.drillPhase.length > 0 },
    { id: 'schedule', label: 'Schedule', show: drill.schedule.length > 0 },
    { id: 'prizes', label: 'Prizes', show: drill.totalPrizeValue > 0 || drill.prizes.length > 0 },
    { id: 'faqs', label: 'FAQs', show: drill.faqs.length > 0 },
    { id: 'jobs', label: 'Jobs', show: hasJobs },
    { id: 'connect', label: 'Connect', show: drill.drillSocialLinks.length > 0 },
  ]
    .filter((s) => s.show)
    .map(({ id, label }) => ({ id, label }));

/** The section crossing the upper third of the window is the one being read. */
const useSectionInView = (ids: readonly string[]) => {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => e.target.id);
        const first = ids.find((id) => seen.includes(id));
        if (first) setActive(first);
      },
      { rootMargin: '-25% 0px -65% 0px' },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
    // `key` stands for `ids`: a new array with the same sections must not re-create the observer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [active, setActive] as const;
};

/**
 * "On this page": a sticky list of the sections beside them on a wide screen, marking the one being read.
 * A link jumps to its section and moves the focus there, so reading (and tabbing) continues from it.
 */
export const DrillSectionNav = ({ sections }: { sections: readonly DrillSectionLink[] }) => {
  const [active, setActive] = useSectionInView(sections.map((s) => s.id));
  const jump = (e: MouseEvent, id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    e.preventDefault();
    setActive(id);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    el.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  return (
    <Box component="nav" aria-label="Hackathon sections" sx={{ position: 'sticky', top: 88 }}>
      <OnThisPageHeading />
      <SectionLinkList sections={sections} active={active} onPick={(id, e) => jump(e, id)} itemHeight={40} />
    </Box>
  );
};
