import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { QUEUE_NAMES } from '../modules/queue/queue.definitions.ts';
import { sweepOrphanUploads } from '../modules/uploads/orphan-uploads.service.ts';
import { createLocalDiskDriver } from '../modules/uploads/storage/local-disk.driver.ts';
import type { StorageDriver } from '../modules/uploads/storage/storage-driver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live: an S3-compatible bucket with S3_BUCKET, local disk otherwise (docs/decisions/020). */
    storage: StorageDriver;
  }
}

/**
 * Origins the browser must reach besides our own: the bucket, which upload PUTs go to (connect-src), and the
 * public picture address pictures are redirected to (img-src). Both empty on local disk.
 */
export const storageOrigins = (config: Config): { connect: string[]; img: string[] } => {
  if (!config.S3_BUCKET) return { connect: [], img: [] };
  const base = new URL(config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`);
  // Virtual-hosted addresses put the bucket in the host name; path-style ones keep the endpoint's.
  const bucketOrigin = config.S3_FORCE_PATH_STYLE ? base.origin : `${base.protocol}//${config.S3_BUCKET}.${base.host}`;
  return { connect: [bucketOrigin], img: config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [] };
};

export const createStorageDriver = async (config: Config): Promise<StorageDriver> => {
  if (!config.S3_BUCKET) {
    return createLocalDiskDriver({
      uploadsDir: config.uploadsDir,
      privateUploadsDir: config.privateUploadsDir,
      partsDir: join(config.DATA_DIR, 'upload-parts'),
      secret: config.jwtSecret,
    });
  }
  // Loaded only with a bucket: the AWS SDK is a large module graph a local run never needs.
  const { createS3Driver } = await import('../modules/uploads/storage/s3.driver.ts');
  const keys =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return createS3Driver({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: keys,
    publicUrl: config.S3_PUBLIC_URL,
  });
};

/** How often the orphan sweep runs: hourly keeps each run small and no orphan lives much past its grace period. */
const SWEEP_INTERVAL_SECONDS = 3600;

/**
 * Decorates `app.storage` and, on the background queue (docs/decisions/018), sweeps orphaned uploads every hour:
 * one run per hour across all instances, in worker processes only.
 */
export const storagePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const storage = await createStorageDriver(config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
    await app.queue.work(QUEUE_NAMES.uploadsCleanup, async () => {
      const swept = await sweepOrphanUploads(app.database.db, storage, {
        graceHours: config.UPLOAD_ORPHAN_GRACE_HOURS,
      });
      if (swept.uploads > 0 || swept.leftovers > 0) app.log.info({ swept }, 'orphaned uploads swept');
    });
    app.queue.every(QUEUE_NAMES.uploadsCleanup, SWEEP_INTERVAL_SECONDS);
  },
  { name: 'storage', dependencies: ['queue'] },
);
