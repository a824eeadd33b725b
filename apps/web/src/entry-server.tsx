/**
 * The server-side renderer (docs/decisions/023), built by `vite build --ssr` into apps/web/dist-server and
 * loaded by the API server (apps/api/src/plugins/web.ts), which passes in-process API access through
 * configureApiFetch. It never sees a session: every page it renders is the page a signed-out visitor sees,
 * so its HTML can be cached and shared.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { PageHead } from '@elevate/contracts/seo/page-head';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import type { RouteHandle } from './app/page-head';

export { configureApiFetch } from './lib/api-client';
export { HEAD_SCRIPT } from './app/head-script';

export interface RenderedPage {
  status: number;
  head: PageHead;
  /** The markup inside #root. */
  html: string;
  /** <style> tags of the styles the markup uses (emotion), for <head>. */
  styles: string;
  /** The query client's data, JSON safe to place inside a <script> element. */
  state: string;
  /** Milliseconds spent waiting for data and rendering, for the Server-Timing header. */
  timings: { data: number; render: number };
}

/**
 * Renders until no query the page asked for is still waiting: a page's first render shows which data it
 * needs (useQuery records the query), the data is fetched, and the page is drawn again. A page whose second
 * query depends on its first (a job, then similar jobs) takes a third pass; the cap keeps a page that keeps
 * asking for more from rendering forever (what is still missing is fetched by the browser).
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

const collect = async (stream: NodeJS.ReadableStream): Promise<string> => {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return out;
};

const renderOnce = async (url: string, queryClient: QueryClient, cache: EmotionCache): Promise<string> => {
  // prerender, unlike renderToString, waits for lazy parts (the page, the footer), so they are in the HTML.
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
    {
      onError: (err) => {
        // The failing part is drawn by the browser instead; the log says what failed.
        console.error('Server render error', url, err);
      },
    },
  );
  return collect(prelude);
};

/** The page at `url` (path and query), or null when the route is drawn only in the browser. */
export const render = async (url: string, { publicUrl }: { publicUrl: string }): Promise<RenderedPage | null> => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const resolveHead = (leaf?.route.handle as RouteHandle | undefined)?.head;
  if (!leaf || !resolveHead) return null;

  const queryClient = serverQueryClient();
  const timings = { data: 0, render: 0 };
  let html = '';
  let emotion: ReturnType<typeof createEmotionServer> | undefined;
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const cache = createCache({ key: 'css' });
    // Collects the styles instead of writing <style> elements into the markup.
    emotion = createEmotionServer(cache);
    const started = performance.now();
    html = await renderOnce(url, queryClient, cache);
    timings.render += performance.now() - started;
    const waiting = queryClient.getQueryCache().findAll({ predicate: isWaiting });
    if (waiting.length === 0 || pass === MAX_PASSES) break;
    const fetched = performance.now();
    // A failed query stays failed: the page shows its error or not-found state, and the head says 404.
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    timings.data += performance.now() - fetched;
  }
  const { head, status = 200 } = await resolveHead({
    params: leaf.params,
    search: searchParams,
    pathname,
    queryClient,
    publicUrl,
  });
  const styles = emotion!.constructStyleTagsFromChunks(emotion!.extractCriticalToChunks(html));
  // `<` is escaped so the data can never close its <script> element or open a comment.
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return { status, head, html, styles, state, timings };
};
