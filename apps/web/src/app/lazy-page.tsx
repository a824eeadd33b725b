import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/**
 * A component loaded on first use that can also be loaded ahead (`preload`). Once loaded it is drawn at once,
 * without suspending: hydration must find it ready, since a part still loading while the page hydrates would
 * fall back to its loading state at the first update above it (the theme, the session) and move the page.
 */
export const preloadable = (load: () => Promise<{ default: ComponentType }>) => {
  let loaded: ComponentType | undefined;
  const remember = <M extends { default: ComponentType }>(m: M) => {
    loaded = m.default;
    return m;
  };
  const Lazy = lazy(() => load().then(remember));
  // Chosen once per mount: switching from the lazy wrapper to the loaded one later would remount it.
  const Component = () => {
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  };
  const preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return { Component, preload };
};

const preloads = new WeakMap<ReactElement, () => Promise<void>>();

/**
 * A route's page, loaded when first shown; the shell's Suspense shows a loader meanwhile. A page the server
 * rendered is loaded before hydration starts (preloadPage, boot.tsx).
 */
export const page = (load: () => Promise<{ default: ComponentType }>) => {
  const { Component, preload } = preloadable(load);
  const element = <Component />;
  preloads.set(element, preload);
  return element;
};

/** Loads the page of a route element made by `page()`; other elements have nothing to load. */
export const preloadPage = (element: ReactElement | null | undefined): Promise<void> =>
  (element && preloads.get(element)?.()) ?? Promise.resolve();
