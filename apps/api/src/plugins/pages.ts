import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { headTagsHtml } from '@elevate/contracts/seo/head-tags';
import { STATE_ELEMENT_ID, type ServerRenderer } from '@elevate/contracts/seo/rendered-page';
import { withoutTrackingParams } from '@elevate/contracts/seo/tracking-params';
import type { Config } from '../config.ts';

/**
 * Public HTML may be kept by shared caches (a CDN) for a minute and served a little stale while they
 * refresh; browsers revalidate every time (the ETag makes that a 304), so a reload never shows an old page.
 */
const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';
const encodingFor = (req: FastifyRequest): Encoding => {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
};
/**
 * The page compressed as the browser accepts: brotli at a middle quality (most of the gain for a fraction of
 * the top level's time, paid on every answer), else gzip, else as it is.
 */
const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> | Buffer =>
  encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? gzipped(body)
      : body;

/**
 * One rendered page, with its compressed forms made as browsers ask for them. The HTML is kept as UTF-8 bytes:
 * outside the JavaScript heap, and half the size of a string that holds one character beyond Latin-1 (a ₹, a
 * dash), which V8 stores at two bytes a character.
 */
interface CachedPage {
  status: number;
  body: Buffer;
  etag: string;
  serverTiming: string;
  encoded: Partial<Record<Encoding, Promise<Buffer> | Buffer>>;
}

/**
 * Rendered public pages by address, for PAGE_CACHE_SECONDS (docs/decisions/023). Safe to share: the renderer
 * never has a session, so a page is the same for every visitor. Any write through this instance (a POST, PUT or
 * DELETE that succeeded) clears it, so whoever just changed a job or a company page sees the change on the
 * next load; other instances show it within the lifetime. The least recently used pages leave first past
 * PAGE_CACHE_ENTRIES pages or PAGE_CACHE_MB megabytes, so a crawler walking every job cannot grow the server
 * without end (a /jobs page is about 200 KB of HTML).
 */
class PageCache {
  private readonly pages: LRUCache<string, CachedPage> | null;
  /** Renders under way: the requests for one address that arrive meanwhile wait for it, none starts its own. */
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by clear(): a render that started before a write is answered, but not kept. */
  private generation = 0;
  constructor(seconds: number, maxEntries: number, maxMegabytes: number) {
    this.pages =
      seconds > 0
        ? new LRUCache({
            max: maxEntries,
            maxSize: maxMegabytes * 1024 * 1024,
            // The HTML, and room for its compressed forms (each smaller than the HTML; together well under it).
            sizeCalculation: (page) => page.body.byteLength * 2,
            ttl: seconds * 1000,
          })
        : null;
  }

  /** The page at `url`, rendered by `make` unless kept or under way; `rendered` tells whether this call drew it. */
  async obtain(
    url: string,
    make: () => Promise<Omit<CachedPage, 'encoded'> | null>,
  ): Promise<{ page: CachedPage | null; rendered: boolean }> {
    const kept = this.pages?.get(url);
    if (kept) return { page: kept, rendered: false };
    const running = this.rendering.get(url);
    if (running) return { page: await running, rendered: false };
    const generation = this.generation;
    const work = make()
      .then((made) => made && this.keep(url, made, generation))
      .finally(() => {
        if (this.rendering.get(url) === work) this.rendering.delete(url);
      });
    this.rendering.set(url, work);
    return { page: await work, rendered: true };
  }

  private keep(url: string, made: Omit<CachedPage, 'encoded'>, generation: number): CachedPage {
    const entry = { ...made, encoded: {} };
    // A failure (5xx) is answered once, never reused.
    if (generation === this.generation && made.status < 500) this.pages?.set(url, entry);
    return entry;
  }

  clear() {
    this.generation++;
    this.pages?.clear();
    this.rendering.clear();
  }
}

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';

/**
 * Server rendering of public pages (docs/decisions/023). Every HTML answer goes through here: a route with a
 * head (apps/web router.tsx) is rendered with its data and hydrated in the browser; any other route gets the
 * app's shell, drawn in the browser, marked noindex. Neither ever carries anything of a signed-in user:
 * the renderer has no session and asks the API as a stranger would.
 */
export interface PageRenderer {
  /** CSP source expressions for the inline head script. */
  scriptHashes: string[];
  answer(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Forgets every rendered page (after a publisher's write: clearPublicPagesAfterWrite). */
  clearCache(): void;
}

const splitTemplate = (html: string) => {
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END);
  // An index.html without the markers (an old build, a test's) is served as it is.
  if (start < 0 || end < 0) return null;
  return {
    before: html.slice(0, start),
    defaultHead: html.slice(start + HEAD_START.length, end),
    after: html.slice(end + HEAD_END.length),
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The renderer of public pages, or null where the web app is not built (app.ts). */
    publicPages: PageRenderer | null;
  }
}

/**
 * The `onResponse` hook of the routes whose writes change what a public page shows: a successful write there
 * (a job, hackathon or company page edited, a post published, results announced) makes every rendered page
 * drawn again from the next request on. A module adds it to the routes of its publishers, the people who
 * write what the public pages show (docs/decisions/023). The crowd's writes (a view counted, an application,
 * a registration, a reaction) do not clear them: their counts on a page catch up when it expires
 * (PAGE_CACHE_SECONDS), and no visitor can empty the cache for everyone with a request.
 * A callback hook, so reads pay nothing for it.
 */
export const clearPublicPagesAfterWrite: onResponseHookHandler = (req, reply, done) => {
  if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) req.server.publicPages?.clearCache();
  done();
};

export const loadPageRenderer = async (config: Config, app: () => FastifyInstance): Promise<PageRenderer | null> => {
  const indexFile = join(config.WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const template = splitTemplate(indexHtml);
  const entry = join(config.WEB_SSR_DIR, 'entry-server.js');
  const renderer = template && existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as ServerRenderer) : null;

  // The renderer asks the API in-process: no socket, no second trip through the proxy, no credentials.
  renderer?.configureApiFetch((async (input: string | URL | Request, init?: RequestInit) => {
    const res = await app().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
      payload: init?.body as string | undefined,
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch);

  const headScript = renderer ? `<script>${renderer.HEAD_SCRIPT}</script>` : '';
  const scriptHashes = renderer
    ? [`'sha256-${createHash('sha256').update(renderer.HEAD_SCRIPT).digest('base64')}'`]
    : [];

  const cache = new PageCache(config.PAGE_CACHE_SECONDS, config.PAGE_CACHE_ENTRIES, config.PAGE_CACHE_MB);
  // Drawing a page is work for the one thread: a few at once keep it busy (one fetches its data while another
  // draws), and the rest wait their turn before they hold any memory. Unbounded, 32 renders at once each held
  // their data across the others' drawing, and the collector's work on that heap doubled the slowest drawings
  // and cut throughput by a third (docs/performance.md, 2026-12-07).
  const drawing = pLimit(config.PAGE_RENDER_CONCURRENCY);
  const fill = (head: string, root: string, tail: string) =>
    template
      ? `${template.before}${head}${headScript}${template.after.replace('<!--app-html-->', root).replace('<!--app-state-->', tail)}`
      : indexHtml;
  // The shell of a page drawn in the browser: signed-in pages, links with tokens in them. Nobody should find
  // them through a search engine.
  const shell = fill(`${template?.defaultHead ?? ''}<meta name="robots" content="noindex" />`, '', '');

  const sendShell = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);

  return {
    scriptHashes,
    clearCache: () => cache.clear(),
    answer: async (req, reply) => {
      if (!renderer) return sendShell(reply);
      const started = performance.now();
      // A shared link's campaign tags and click ids change nothing on the page: one render serves them all.
      const url = withoutTrackingParams(req.url);
      let obtained: Awaited<ReturnType<PageCache['obtain']>>;
      try {
        obtained = await cache.obtain(url, async () => {
          const rendered = await drawing(() => renderer.render(url, { publicUrl: config.publicUrl }));
          if (!rendered) return null;
          const body = Buffer.from(
            fill(
              `${headTagsHtml(rendered.head, config.publicUrl)}${rendered.styles}`,
              rendered.html,
              `<script id="${STATE_ELEMENT_ID}" type="application/json">${rendered.state}</script>`,
            ),
          );
          const { data, render, passes } = rendered.timings;
          return {
            status: rendered.status,
            body,
            etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
            serverTiming: `data;dur=${data.toFixed(1)}, render;dur=${render.toFixed(1)};desc="${passes} pass${passes === 1 ? '' : 'es'}", total;dur=${(performance.now() - started).toFixed(1)}`,
          };
        });
      } catch (err) {
        // A page that fails to render on the server is still a page: the browser draws it.
        req.log.error({ err }, 'server render failed');
        return sendShell(reply);
      }
      const { page, rendered } = obtained;
      if (!page) return sendShell(reply);
      // A page kept, or drawn for another request at the same moment, cost this one no render.
      reply.header('server-timing', rendered ? page.serverTiming : 'cache;desc="hit"');
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', page.status === 200 ? PUBLIC_HTML_CACHE : 'no-cache')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding');
      if (page.status === 200 && req.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const encoding = encodingFor(req);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      page.encoded[encoding] ??= compress(page.body, encoding);
      return reply.send(await page.encoded[encoding]);
    },
  };
};
