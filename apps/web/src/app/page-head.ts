import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_SHARE_IMAGE, type PageHead } from '@elevate/contracts/seo/page-head';
import { ApiError } from '@/lib/api-client';

/** What a route's head is worked out from on the server, after the page's data is in the query client. */
export interface HeadContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The path as asked, without the query. */
  pathname: string;
  queryClient: QueryClient;
  /** The site's public origin (PUBLIC_URL), for structured data that needs absolute addresses. */
  publicUrl: string;
}

/** The head, and the status the HTML answer carries (404 when the page's record does not exist). */
export interface HeadResult {
  head: PageHead;
  status?: number;
}

export type HeadResolver = (ctx: HeadContext) => HeadResult | Promise<HeadResult>;

/** Fetches what the page will ask for, before it is drawn, so one render is enough (entry-server.tsx). */
export type Prefetch = (ctx: HeadContext) => Promise<unknown>;

/** How the server renders one public page: the data it prefetches and the head it writes. */
export interface PageServer {
  prefetch?: Prefetch;
  head: HeadResolver;
}

/**
 * The `handle` of a route (router.tsx). A route with `server` is rendered on the server
 * (docs/decisions/023); every other route is drawn in the browser behind the shell, and its HTML answer
 * carries nothing private.
 */
export interface RouteHandle {
  server?: PageServer;
}

/** A page's server part, loaded with the server's first request for the route, never with the client bundle. */
export const lazyServer = (load: () => Promise<PageServer>): PageServer => ({
  prefetch: async (ctx) => (await load()).prefetch?.(ctx),
  head: async (ctx) => (await load()).head(ctx),
});

/** A page whose head never changes (marketing and legal pages). */
export const staticHead =
  (title: string, description: string): HeadResolver =>
  ({ pathname }) => ({ head: { title, description, canonicalPath: pathname, image: DEFAULT_SHARE_IMAGE } });

/** The data a query left in the client, and whether it failed with a 404 (the record does not exist). */
export const queryOutcome = <T>(queryClient: QueryClient, queryKey: readonly unknown[]) => {
  const state = queryClient.getQueryState<T>(queryKey);
  const error = state?.error;
  return {
    data: state?.data,
    notFound: error instanceof ApiError && error.status === 404,
  };
};

/** The head of a page whose record was not found: the right status and nothing for search engines to keep. */
export const notFoundHead = (title: string, pathname: string): HeadResult => ({
  status: 404,
  head: {
    title,
    description: `${title}. It may have been removed or its address changed.`,
    canonicalPath: pathname,
    robots: 'noindex,follow',
  },
});
