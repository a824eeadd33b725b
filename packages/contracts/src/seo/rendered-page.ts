import type { PageHead } from './page-head.ts';

/**
 * The id of the <script type="application/json"> holding the data a server-rendered page was drawn with: the
 * API server writes it (plugins/pages.ts), the browser hydrates from it (main.tsx); its absence means "draw".
 */
export const STATE_ELEMENT_ID = 'elevate-state';

/**
 * What the web app's server renderer (apps/web/src/entry-server.tsx, built into dist-server) gives the API
 * server (apps/api/src/plugins/pages.ts) for one page (docs/decisions/023).
 */
export interface RenderedPage {
  status: number;
  head: PageHead;
  /** The markup inside #root. */
  html: string;
  /** <style> tags of the styles the markup uses (emotion), for <head>. */
  styles: string;
  /** The query client's data, JSON safe to place inside a <script> element. */
  state: string;
  /**
   * For the Server-Timing header: milliseconds spent waiting for data (and, once per process, for a lazy part's
   * code), milliseconds spent drawing (the synchronous renders, the styles and the data written into the page,
   * each timed on its own, so never the wait for another request's work), and the render passes.
   */
  timings: { data: number; render: number; passes: number };
}

/** The renderer module's exports. */
export interface ServerRenderer {
  /** The page at `url` (path and query), or null when the route is drawn only in the browser. */
  render(url: string, options: { publicUrl: string }): Promise<RenderedPage | null>;
  /** How the renderer's API calls are answered (in-process on the server). */
  configureApiFetch(fetcher: typeof fetch): void;
  /** The inline <head> script every page carries (allowed in the CSP by its hash). */
  HEAD_SCRIPT: string;
}
