import { describe, expect, it } from 'vitest';
import { activeSectionOf, isSectionInView, scrollOffsetFor, scrollTopFor, type SectionView } from './section-nav';

const view = (ratio: number, visibleHeight = 300, viewportHeight = 800, isIntersecting = ratio > 0): SectionView => ({
  isIntersecting,
  ratio,
  visibleHeight,
  viewportHeight,
});

describe('jumping to a section', () => {
  it('lands 200 px below the top on desktop and 70 px on mobile', () => {
    expect(scrollOffsetFor(true)).toBe(200);
    expect(scrollOffsetFor(false)).toBe(70);
  });
  it('adds the current scroll and takes off the offset, never above the top of the page', () => {
    expect(scrollTopFor(900, 1200, 200)).toBe(1900);
    expect(scrollTopFor(40, 0, 70)).toBe(0);
    expect(scrollTopFor(100.6, 0, 0)).toBe(101);
  });
});

describe('following the section in view (threshold 0.6)', () => {
  it('counts a section as in view from 60 % visible', () => {
    expect(isSectionInView(view(0.6))).toBe(true);
    expect(isSectionInView(view(0.59))).toBe(false);
    expect(isSectionInView(undefined)).toBe(false);
  });
  it('counts a section taller than the window once it fills 60 % of the window', () => {
    expect(isSectionInView(view(0.3, 480, 800))).toBe(true);
    expect(isSectionInView(view(0.3, 470, 800))).toBe(false);
  });
  it('ignores a section that has left the window', () => {
    expect(isSectionInView(view(0.9, 300, 800, false))).toBe(false);
  });
  it('picks the first section in page order that is in view, or none', () => {
    const order = ['overview', 'opportunities', 'gallery'] as const;
    const views = new Map<string, SectionView>([
      ['overview', view(0.2)],
      ['opportunities', view(0.8)],
      ['gallery', view(1)],
    ]);
    expect(activeSectionOf(order, views)).toBe('opportunities');
    views.set('overview', view(0.65));
    expect(activeSectionOf(order, views)).toBe('overview');
    expect(activeSectionOf(order, new Map([['gallery', view(0, 0, 800, false)]]))).toBeNull();
  });
  it('falls back to the section showing most of itself when none reaches the threshold', () => {
    const order = ['overview', 'opportunities', 'gallery'] as const;
    const views = new Map<string, SectionView>([
      ['overview', view(0.3, 170)],
      ['opportunities', view(0, 0, 800, false)],
      ['gallery', view(0, 0, 800, false)],
    ]);
    expect(activeSectionOf(order, views)).toBe('overview');
    views.set('opportunities', view(0.2, 240));
    expect(activeSectionOf(order, views)).toBe('opportunities');
  });
});
