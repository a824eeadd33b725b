import { lazy, type ComponentType } from 'react';

/** A route's page, loaded when first shown; the shell's Suspense shows a loader meanwhile. */
export const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
};
