import { describe, expect, it } from 'vitest';
import {
  defaultTab,
  foundedYear,
  galleryUrlsOf,
  growBy,
  hashtagLabel,
  paragraphsOf,
  socialLinksOf,
  visibleTabs,
  websiteOf,
} from './company-page-rules';

describe('opportunity tabs', () => {
  it('shows a tab only when its count is above zero', () => {
    expect(visibleTabs(4, 2)).toEqual(['jobs', 'hackathons']);
    expect(visibleTabs(0, 2)).toEqual(['hackathons']);
    expect(visibleTabs(3, 0)).toEqual(['jobs']);
    expect(visibleTabs(0, 0)).toEqual([]);
  });
  it('opens on Jobs if any jobs exist, otherwise on Hackathons', () => {
    expect(defaultTab(1, 5)).toBe('jobs');
    expect(defaultTab(0, 5)).toBe('hackathons');
    expect(defaultTab(0, 0)).toBeNull();
  });
});

describe('View More', () => {
  it('grows by the step and stops at the total', () => {
    expect(growBy(3, 3, 14)).toBe(6);
    expect(growBy(12, 3, 14)).toBe(14);
    expect(growBy(4, 4, 10)).toBe(8);
    expect(growBy(8, 4, 10)).toBe(10);
  });
});

describe('company fields', () => {
  it('splits the description into paragraphs at blank lines', () => {
    expect(paragraphsOf('One.\n\nTwo,\nstill two.\n \nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
  });
  it('reads the gallery list', () => {
    expect(galleryUrlsOf('/a.svg, /b.svg,,')).toEqual(['/a.svg', '/b.svg']);
    expect(galleryUrlsOf(null)).toEqual([]);
  });
  it("adds one '#' to a hashtag", () => {
    expect(hashtagLabel('Fintech')).toBe('#Fintech');
    expect(hashtagLabel('#UPI')).toBe('#UPI');
  });
  it('shows the year a company was founded', () => {
    expect(foundedYear('2012-06-18')).toBe('2012');
    expect(foundedYear('Founded in the 1990s')).toBe('Founded in the 1990s');
    expect(foundedYear(' ')).toBeNull();
  });
  it('keeps only web addresses as links', () => {
    expect(
      socialLinksOf({
        linkedurl: 'https://linkedin.example.com/company/x',
        twitterurl: 'javascript:alert(1)',
        githuburl: '',
      }),
    ).toEqual([{ key: 'linkedurl', label: 'LinkedIn', url: 'https://linkedin.example.com/company/x' }]);
    expect(websiteOf({ websiteurl: 'https://www.kaveri.example.in/careers' })).toEqual({
      url: 'https://www.kaveri.example.in/careers',
      host: 'kaveri.example.in',
    });
    expect(websiteOf({ websiteurl: 'data:text/html,hi' })).toBeNull();
  });
});
