import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headTagsHtml } from '@elevate/contracts/seo/head-tags';
import type { PageHead } from '@elevate/contracts/seo/page-head';
import type { Config } from '../config.ts';

/** What apps/web/src/entry-server.tsx exports (built into WEB_SSR_DIR by `vite build --ssr`). */
interface RenderedPage {
  status: number;
  head: PageHead;
  html: string;
  styles: string;
  state: string;
  timings: { data: number; render: number };
}
interface ServerRenderer {
  render(url: string, options: { publicUrl: string }): Promise<RenderedPage | null>;
  configureApiFetch(fetcher: typeof fetch): void;
  HEAD_SCRIPT: string;
}

/** The id main.tsx looks for: its presence means "hydrate", its text is the data the page was drawn with. */
const STATE_ELEMENT_ID = 'elevate-state';

/**
 * Public HTML may be kept by shared caches (a CDN) for a minute and served a little stale while they
 * refresh; browsers revalidate every time (the ETag makes that a 304), so a reload never shows an old page.
 */
const PUBLIC_HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page compressed as the browser accepts: brotli at a middle quality (most of the gain for a fraction of
 * the top level's time, paid on every answer), else gzip, else as it is.
 */
const encode = async (req: FastifyRequest, reply: FastifyReply, body: string) => {
  reply.header('vary', 'accept-encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipped(body);
  }
  return body;
};

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
      payload: (init?.body as string | undefined) ?? undefined,
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

  const page = (head: string, root: string, tail: string) =>
    template
      ? `${template.before}${head}${headScript}${template.after.replace('<!--app-html-->', root).replace('<!--app-state-->', tail)}`
      : indexHtml;
  // The shell of a page drawn in the browser: signed-in pages, links with tokens in them. Nobody should find
  // them through a search engine.
  const shell = page(`${template?.defaultHead ?? ''}<meta name="robots" content="noindex" />`, '', '');

  const sendShell = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);

  return {
    scriptHashes,
    answer: async (req, reply) => {
      if (!renderer) return sendShell(reply);
      const started = performance.now();
      let rendered: RenderedPage | null;
      try {
        rendered = await renderer.render(req.url, { publicUrl: config.publicUrl });
      } catch (err) {
        // A page that fails to render on the server is still a page: the browser draws it.
        req.log.error({ err }, 'server render failed');
        return sendShell(reply);
      }
      if (!rendered) return sendShell(reply);
      const body = page(
        `${headTagsHtml(rendered.head, config.publicUrl)}${rendered.styles}`,
        rendered.html,
        `<script id="${STATE_ELEMENT_ID}" type="application/json">${rendered.state}</script>`,
      );
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      const { data, render } = rendered.timings;
      reply
        .code(rendered.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', rendered.status === 200 ? PUBLIC_HTML_CACHE : 'no-cache')
        .header('etag', etag)
        .header(
          'server-timing',
          `data;dur=${data.toFixed(1)}, render;dur=${render.toFixed(1)}, total;dur=${(performance.now() - started).toFixed(1)}`,
        );
      if (rendered.status === 200 && req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(await encode(req, reply, body));
    },
  };
};
