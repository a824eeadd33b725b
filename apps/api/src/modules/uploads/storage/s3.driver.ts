import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  dispositionName,
  incomingKeyOf,
  INCOMING_FOLDER,
  objectKeyOf,
  READ_TTL_MS,
  UPLOAD_TTL_MS,
  type StorageDriver,
} from './storage-driver.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** A CDN or public bucket address in front of the public folders. */
  publicUrl?: string;
  /** The signing time; tests move it back to get addresses that have already expired. */
  clock?: () => Date;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

const isMissing = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (docs/decisions/020). Clients PUT straight to the bucket with a pre-signed
 * URL into `incoming/`; nothing there is ever referenced. The API confirms the upload by reading its head and
 * first bytes, and only then copies it, pinned to the version it checked, into its folder. Private files are
 * read through short-lived pre-signed GETs. The SDK is loaded only when a bucket is configured.
 */
export const createS3Driver = async (o: S3Options): Promise<StorageDriver> => {
  const s3 = await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client: S3Client = new s3.S3Client({
    region: o.region,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    forcePathStyle: o.forcePathStyle,
    ...(o.credentials ? { credentials: o.credentials } : {}),
    // Checksums only where S3 requires them: a default CRC32 would be computed over an empty body when signing
    // a PUT for someone else's bytes, and not every S3-compatible store knows the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = o.bucket;
  const publicBase = o.publicUrl?.replace(/\/+$/, '');
  const now = o.clock ?? (() => new Date());
  const expiresAtOf = (ms: number) => new Date(now().getTime() + ms).toISOString();

  const deleteQuietly = async (Key: string) => {
    await client.send(new s3.DeleteObjectCommand({ Bucket, Key })).catch((err: unknown) => {
      if (!isMissing(err)) throw err;
    });
  };

  return {
    kind: 's3',
    signUpload: async (file, { contentType, sizeBytes }) => {
      const command = new s3.PutObjectCommand({
        Bucket,
        Key: incomingKeyOf(file),
        ContentType: contentType,
        ContentLength: sizeBytes,
      });
      // Type and length are part of the signature: a PUT of another size or type is refused by S3 itself.
      const url = await getSignedUrl(client, command, {
        expiresIn: seconds(UPLOAD_TTL_MS),
        signingDate: now(),
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        url,
        headers: { 'content-type': contentType },
        expiresAt: expiresAtOf(UPLOAD_TTL_MS),
        needsConfirm: true,
      };
    },
    write: async (file, body, contentType) => {
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: objectKeyOf(file), Body: body, ContentType: contentType }),
      );
    },
    inspectIncoming: async (file, headBytes) => {
      const Key = incomingKeyOf(file);
      const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key })).catch((err: unknown) => {
        if (isMissing(err)) return null;
        throw err;
      });
      if (!head?.ETag) return null;
      const sizeBytes = head.ContentLength ?? 0;
      if (sizeBytes === 0) return { sizeBytes, etag: head.ETag, head: Buffer.alloc(0) };
      const part = await client.send(
        new s3.GetObjectCommand({ Bucket, Key, IfMatch: head.ETag, Range: `bytes=0-${headBytes - 1}` }),
      );
      const bytes = part.Body ? Buffer.from(await part.Body.transformToByteArray()) : Buffer.alloc(0);
      return { sizeBytes, etag: head.ETag, head: bytes.subarray(0, headBytes) };
    },
    promote: async (file, checked) => {
      const source = incomingKeyOf(file);
      await client.send(
        new s3.CopyObjectCommand({
          Bucket,
          Key: objectKeyOf(file),
          // Keys are [a-z0-9-./] only (UploadKeySchema), so the source needs no URL-encoding (s3rver would not decode it).
          CopySource: `${Bucket}/${source}`,
          // Only the version whose bytes were checked: a PUT that slipped in after the check fails the copy.
          CopySourceIfMatch: checked.etag,
          MetadataDirective: 'REPLACE',
          ContentType: checked.contentType,
          ...(file.isPublic
            ? { CacheControl: 'public, max-age=31536000, immutable' }
            : {
                CacheControl: 'private, no-store',
                ContentDisposition: `inline; filename="${dispositionName(checked.fileName)}"`,
              }),
        }),
      );
      await deleteQuietly(source);
    },
    discardIncoming: async (file) => deleteQuietly(incomingKeyOf(file)),
    signRead: async (file, { fileName, contentType }) => {
      const command = new s3.GetObjectCommand({
        Bucket,
        Key: objectKeyOf(file),
        ResponseContentType: contentType,
        ResponseContentDisposition: `inline; filename="${dispositionName(fileName)}"`,
        ResponseCacheControl: 'private, no-store',
      });
      return {
        url: await getSignedUrl(client, command, { expiresIn: seconds(READ_TTL_MS), signingDate: now() }),
        expiresAt: expiresAtOf(READ_TTL_MS),
      };
    },
    open: async (file) => {
      const got = await client
        .send(new s3.GetObjectCommand({ Bucket, Key: objectKeyOf(file) }))
        .catch((err: unknown) => {
          if (isMissing(err)) return null;
          throw err;
        });
      if (!got?.Body) return null;
      return { stream: got.Body as Readable, sizeBytes: got.ContentLength ?? 0 };
    },
    publicAddress: (file) => (publicBase && file.isPublic ? `${publicBase}/${objectKeyOf(file)}` : null),
    remove: async (file) => {
      await deleteQuietly(objectKeyOf(file));
      await deleteQuietly(incomingKeyOf(file));
    },
    sweepIncoming: async (before) => {
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: `${INCOMING_FOLDER}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before) {
            await deleteQuietly(object.Key);
            removed += 1;
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },
    close: async () => client.destroy(),
  };
};
