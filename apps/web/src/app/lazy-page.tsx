import { lazy, useState, type ComponentType, type ReactElement } from 'react';

const preloads = new WeakMap<ReactElement, () => Promise<void>>();

/**
 * A route's page, loaded when first shown; the shell's Suspense shows a loader meanwhile. A page the server
 * rendered is loaded before hydration starts (preloadPage), and is then drawn at once: hydration finds the
 * same markup the server sent instead of waiting on a chunk behind a loader.
 */
export const page = (load: () => Promise<{ default: ComponentType }>) => {
  let loaded: ComponentType | undefined;
  const remember = <M extends { default: ComponentType }>(m: M) => {
    loaded = m.default;
    return m;
  };
  const Lazy = lazy(() => load().then(remember));
  // Chosen once per mount: switching from the lazy wrapper to the loaded page later would remount it.
  const Page = () => {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  };
  const element = <Page />;
  preloads.set(element, () =>
    load()
      .then(remember)
      .then(() => undefined),
  );
  return element;
};

/** Loads the page of a route element made by `page()`; other elements have nothing to load. */
export const preloadPage = (element: ReactElement | null | undefined): Promise<void> =>
  (element && preloads.get(element)?.()) ?? Promise.resolve();
