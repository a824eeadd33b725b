import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createLocalDiskDriver } from '../modules/uploads/storage/local-disk.driver.ts';
import type { StorageDriver } from '../modules/uploads/storage/storage-driver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live: an S3-compatible bucket with S3_BUCKET, local disk otherwise (docs/decisions/020). */
    storage: StorageDriver;
  }
}

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

export const storagePlugin = fp<{ config: Config }>(async (app, { config }) => {
  const storage = await createStorageDriver(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
});
