import { PUBLIC_PATHS } from '../../packages/contracts/src/content/public-pages.ts';

/** Pages the shell itself owns: outcomes of a route, not entries of the sitemap. */
const SHELL_PAGES = ['/under-repair', '/page-not-found', '/not-authorized'];

/** Public routes whose pages are still being built; they must render cleanly all the same. */
const BEING_BUILT = ['/jobs', '/blogs', '/saarthi', '/becomeasaarthi', '/unsubscribe'];

/** Every public route the browser tests visit (spec §2.3), each once. */
export const PUBLIC_ROUTES: string[] = [...new Set([...PUBLIC_PATHS, ...SHELL_PAGES, ...BEING_BUILT])];
