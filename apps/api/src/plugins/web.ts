import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';

/**
 * Serves the built web app's files with long-lived caching for hashed assets, and uploaded files. Pages are
 * answered in the not-found handler (app.ts) by the page renderer (plugins/pages.ts).
 */
export const webPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const indexFile = join(config.WEB_DIST_DIR, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // index.html is the pages' template (plugins/pages.ts), not a page: /index.html is answered like any address.
      allowedPath: (pathName) => pathName !== '/index.html',
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join(config.WEB_DIST_DIR, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        );
      },
    });
  }
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
});
