import { STATE_ELEMENT_ID } from '@elevate/contracts/seo/rendered-page';

// The browser's entry, kept tiny (docs/decisions/035). A page the server rendered is painted first and made
// interactive after: the app's code is fetched and run only once the browser has drawn the server's HTML, so
// on a slow phone the page is readable before any script competes with it for the network and the CPU. A page
// drawn in the browser has nothing to show until the app runs, so it starts at once.
const boot = () => {
  // The framework (React, the router, MUI's styling core: one file, vite.config.ts) runs first, in a task of
  // its own, while the app's own code is still arriving: two shorter tasks instead of one long one.
  void import('react-dom/client');
  void import('./boot');
};
if (document.getElementById(STATE_ELEMENT_ID)) requestAnimationFrame(() => setTimeout(boot, 0));
else boot();
