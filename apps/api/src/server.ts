// First, before anything collects garbage: keeps nextTick's record shape alive (lib/keep-tick-shape.ts).
import './lib/keep-tick-shape.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { warmHttpPath } from './lib/warm-http-path.ts';
import { startBanner } from './lib/start-banner.ts';
import { seedDemoData } from './scripts/seed/seed.ts';
import { enqueuePendingCertificates } from './scripts/seed/demo-certificates.ts';

/**
 * Reads config, migrates, seeds on the first run, listens, and drains on SIGTERM/SIGINT: stop accepting,
 * finish in-flight requests, then close the database (PGlite flushes to disk on close).
 */
const main = async () => {
  const startedAt = performance.now();
  const config = loadConfig();
  // Before the database: PGlite's start-up would otherwise leave Node's HTTP code on V8's slow paths.
  await warmHttpPath();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  await database.migrate();
  // SEED_ON_START is off by default in production and refused there (config.ts, docs/decisions/021).
  if (config.SEED_ON_START) {
    await seedDemoData(database.db, { uploadsDir: config.uploadsDir, production: config.isProduction });
  }
  const app = await buildApp(config, { database });
  // The demo's certificates are made by the certificates worker, like a host's (scripts/seed/demo-certificates.ts).
  if (config.SEED_ON_START) {
    await app.ready();
    await enqueuePendingCertificates(database.db, app.queue);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  const seconds = (performance.now() - startedAt) / 1000;
  process.stdout.write(startBanner(config, { url, seconds, databaseKind: database.kind }));
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
