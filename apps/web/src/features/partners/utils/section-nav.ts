import {
  SCROLL_OFFSET_DESKTOP,
  SCROLL_OFFSET_MOBILE,
  SECTION_VISIBILITY_THRESHOLD,
} from '@elevate/contracts/partners/company-page.constants';

/** The sections of the company page that the side menu and the mobile drawer jump to (spec §2.7). */
export const COMPANY_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'opportunities', label: 'Opportunities' },
  { id: 'gallery', label: 'Gallery' },
] as const;
export type CompanySectionId = (typeof COMPANY_SECTIONS)[number]['id'];

/** How far below the top of the window a section lands after a jump: 200 px on desktop, 70 on mobile (spec §9). */
export const scrollOffsetFor = (isDesktop: boolean): number =>
  isDesktop ? SCROLL_OFFSET_DESKTOP : SCROLL_OFFSET_MOBILE;

/** The window scroll position that puts an element `offset` px below the top of the window. */
export const scrollTopFor = (elementTop: number, scrollY: number, offset: number): number =>
  Math.max(0, Math.round(elementTop + scrollY - offset));

/** What an IntersectionObserver said last about one section. */
export interface SectionView {
  isIntersecting: boolean;
  /** The share of the section that is visible (intersectionRatio). */
  ratio: number;
  /** Visible height of the section and height of the viewport, in px. */
  visibleHeight: number;
  viewportHeight: number;
}

/**
 * A section is in view when 60 % of it is visible (spec §9). A section taller than the window can never
 * show 60 % of itself, so it also counts when it fills 60 % of the window.
 */
export const isSectionInView = (view: SectionView | undefined, threshold = SECTION_VISIBILITY_THRESHOLD): boolean =>
  !!view &&
  view.isIntersecting &&
  (view.ratio >= threshold || (view.viewportHeight > 0 && view.visibleHeight >= threshold * view.viewportHeight));

/**
 * The first section, in page order, that is in view. When none is (the top of the page, where the header
 * fills most of the window), the one showing most of itself on screen; null when none shows at all, and the
 * menu then keeps its choice.
 */
export const activeSectionOf = <Id extends string>(
  order: readonly Id[],
  views: ReadonlyMap<string, SectionView>,
  threshold = SECTION_VISIBILITY_THRESHOLD,
): Id | null => {
  const inView = order.find((id) => isSectionInView(views.get(id), threshold));
  if (inView) return inView;
  let best: Id | null = null;
  let bestHeight = 0;
  for (const id of order) {
    const v = views.get(id);
    if (v?.isIntersecting && v.visibleHeight > bestHeight) {
      best = id;
      bestHeight = v.visibleHeight;
    }
  }
  return best;
};

/** Observer thresholds: the spec's 0.6, plus steps so that tall sections are re-checked while they scroll. */
export const OBSERVER_THRESHOLDS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, SECTION_VISIBILITY_THRESHOLD, 0.7, 0.8, 0.9, 1];
