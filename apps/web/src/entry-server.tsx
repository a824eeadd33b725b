/**
 * The server-side renderer (docs/decisions/023), built by `vite build --ssr` into apps/web/dist-server and
 * loaded by the API server (apps/api/src/plugins/pages.ts), which passes in-process API access through
 * configureApiFetch. It never sees a session: every page it renders is the page a signed-out visitor sees,
 * so its HTML can be cached and shared.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { ServerRenderer } from '@elevate/contracts/seo/rendered-page';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import type { RouteHandle } from './app/page-head';

export { configureApiFetch } from './lib/api-client';
export { HEAD_SCRIPT } from './app/head-script';

/**
 * A page's server part prefetches what it knows the page needs (router.tsx, *.server.ts), so one render is
 * usually enough. Then, as a safety net, the page is drawn again while a query it asked for is still waiting
 * (useQuery records the query during the render; it is fetched and the page drawn again), so a query added to a
 * page later is still in its HTML, at the cost of a pass. The cap keeps a page that keeps asking for more from
 * rendering forever (what is still missing is fetched by the browser).
 */
const MAX_PASSES = 3;

const serverQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });

/** A query some component asked for, not yet fetched, and not switched off (`enabled: false`). */
const isWaiting = (query: Query) => {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

const tree = (url: string, queryClient: QueryClient, cache: EmotionCache): ReactNode => (
  <CacheProvider value={cache}>
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  </CacheProvider>
);

/** React's mark of a Suspense boundary it could not finish on the server (the browser draws it). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Waits until every lazy part the page shows (the page's own code, the footer) has loaded. prerender waits for
 * them where renderToString would draw their loading state; its output is not used, since React writes a
 * finished boundary there with inline scripts that the content security policy does not allow.
 */
const loadLazyParts = async (url: string, queryClient: QueryClient) => {
  const { prelude } = await prerenderToNodeStream(tree(url, queryClient, createCache({ key: 'css' })));
  for await (const chunk of prelude) void chunk;
};

/**
 * One render: plain HTML, no inline scripts. Lazy parts load once per process; the first render that meets one
 * still loading waits for it and draws again. `drawing` is the time spent drawing alone, timed around each
 * synchronous render so that it never counts the wait for code or for other requests' work.
 */
const renderOnce = async (url: string, queryClient: QueryClient, cache: EmotionCache) => {
  const draw = () => {
    const started = performance.now();
    const html = renderToString(tree(url, queryClient, cache));
    return { html, ms: performance.now() - started };
  };
  const first = draw();
  if (!first.html.includes(CLIENT_RENDERED_BOUNDARY)) return { html: first.html, drawing: first.ms };
  await loadLazyParts(url, queryClient);
  const second = draw();
  return { html: second.html, drawing: first.ms + second.ms };
};

/** The page at `url` (path and query), or null when the route is drawn only in the browser. */
export const render: ServerRenderer['render'] = async (url, { publicUrl }) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const server = (leaf?.route.handle as RouteHandle | undefined)?.server;
  if (!leaf || !server) return null;

  const queryClient = serverQueryClient();
  const ctx = { params: leaf.params, search: searchParams, pathname, queryClient, publicUrl };
  const timings = { data: 0, render: 0, passes: 0 };
  const prefetched = performance.now();
  await server.prefetch?.(ctx);
  timings.data += performance.now() - prefetched;
  let html = '';
  let emotion: ReturnType<typeof createEmotionServer> | undefined;
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const cache = createCache({ key: 'css' });
    // Collects the styles instead of writing <style> elements into the markup.
    emotion = createEmotionServer(cache);
    const drawn = await renderOnce(url, queryClient, cache);
    html = drawn.html;
    timings.render += drawn.drawing;
    timings.passes = pass;
    const waiting = queryClient.getQueryCache().findAll({ predicate: isWaiting });
    if (waiting.length === 0 || pass === MAX_PASSES) break;
    const fetched = performance.now();
    // A failed query stays failed: the page shows its error or not-found state, and the head says 404.
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    timings.data += performance.now() - fetched;
  }
  const { head, status = 200 } = await server.head(ctx);
  // The page's styles and data are part of drawing it: timed with the render.
  const finishing = performance.now();
  const styles = emotion!.constructStyleTagsFromChunks(emotion!.extractCriticalToChunks(html));
  // `<` is escaped so the data can never close its <script> element or open a comment.
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  timings.render += performance.now() - finishing;
  return { status, head, html, styles, state, timings };
};
