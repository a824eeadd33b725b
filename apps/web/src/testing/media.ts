import { vi } from 'vitest';

/** A MediaQueryList answering `matches` for `query` (jsdom has no matchMedia of its own). */
export const fakeMediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** A window whose media queries answer `matches(query)`; restore with vi.restoreAllMocks. */
export const mockScreen = (matches: (query: string) => boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, matches(query)));

/** A window at least as wide as every breakpoint: MUI asks min-width queries. */
export const mockWideScreen = () => mockScreen((query) => query.includes('min-width'));

/** A phone-wide window (375 px): MUI asks max-width queries. */
export const mockPhoneScreen = () => mockScreen((query) => query.includes('max-width'));
